// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { StepBar } from './StepBar';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StepBar', () => {
  it('numbers the steps and marks the finished ones', () => {
    renderWithApp(<StepBar steps={['Confirm', 'Pay', 'Done']} current={1} />);
    const items = [...screen.getByTestId('step-bar').querySelectorAll('li')];
    expect(items.map((item) => item.dataset.state)).toEqual(['done', 'current', 'todo']);
    expect(items[0]?.textContent).toContain('✓');
    expect(items[1]?.getAttribute('aria-current')).toBe('step');
    expect(items[2]?.textContent).toContain('3');
  });
});
