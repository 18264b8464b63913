// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallToAction } from './CallToAction';

describe('CallToAction', () => {
  it('is a section named by its title, with its line and its actions', () => {
    render(
      <CallToAction id="cta" title="Try it" body="Free for a week" className="pb-16">
        <a href="/register">Register</a>
      </CallToAction>,
    );
    const section = screen.getByRole('region', { name: 'Try it' });
    expect(section.className).toContain('pb-16');
    expect(screen.getByRole('heading', { level: 2, name: 'Try it' }).id).toBe('cta');
    expect(section.textContent).toContain('Free for a week');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });
});
