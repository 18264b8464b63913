// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonStyle } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button by default, pressable, in the primary style', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('bg-brand-600');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form when asked to', () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('while busy shows progress, says so, and cannot be pressed; its name stays the same', () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('button-spinner').getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows no progress when idle, and disabled still disables', () => {
    render(<Button disabled>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByTestId('button-spinner')).toBeNull();
  });

  it('styles variants, sizes and full width, and lends its style to links', () => {
    expect(buttonStyle({ variant: 'secondary' })).toContain('ring-slate-300');
    expect(buttonStyle({ variant: 'link' })).toContain('hover:underline');
    expect(buttonStyle({ variant: 'link', size: 'lg' })).not.toContain('h-12');
    expect(buttonStyle({ size: 'lg', block: true })).toMatch(/h-12.*w-full/);
    expect(buttonStyle({ className: 'mt-4' }).endsWith('mt-4')).toBe(true);
  });
});
