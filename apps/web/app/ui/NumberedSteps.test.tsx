// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { NumberedSteps } from './NumberedSteps';

afterEach(cleanup);

describe('NumberedSteps', () => {
  it('numbers the cards in order, each with its title, its body and what more the page adds', () => {
    renderWithApp(
      <NumberedSteps
        columns="md:grid-cols-3"
        testId="steps"
        steps={[
          { key: 'apply', title: 'Apply', body: 'Send the form.', more: <p data-testid="more">Submitted</p> },
          { key: 'review', title: 'Review', body: 'We check it.' },
        ]}
      />,
    );
    const list = screen.getByTestId('steps');
    expect(list.className).toContain('md:grid-cols-3');
    const items = [...list.querySelectorAll('li')];
    expect(items.map((item) => item.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['1', '2']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Apply',
      'Review',
    ]);
    expect(items[0]?.textContent).toBe('1ApplySend the form.Submitted');
    expect(items[1]?.textContent).toBe('2ReviewWe check it.');
  });
});
