// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { Reveal } from './Reveal';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Reveal', () => {
  function withViewport(top: number, reducedMotion: boolean) {
    window.matchMedia = vi.fn().mockReturnValue({ matches: reducedMotion }) as unknown as typeof window.matchMedia;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
  }

  it('starts 100 px lower and hidden below the fold, then fades in over 0.8 s when scrolled into view', async () => {
    withViewport(5_000, false);
    renderWithApp(<Reveal>Claims</Reveal>);
    const box = screen.getByText('Claims') as HTMLElement;
    expect(box.dataset.reveal).toBe('waiting');
    expect(box.style.opacity).toBe('0');
    expect(box.style.transform).toBe('translateY(100px)');
    expect(box.style.transition).toContain('800ms');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10 } as DOMRect);
    await act(async () => window.dispatchEvent(new Event('scroll')));
    expect(box.dataset.reveal).toBe('shown');
    expect(box.style.opacity).toBe('1');
  });

  it('does not animate under prefers-reduced-motion', () => {
    withViewport(5_000, true);
    renderWithApp(<Reveal>Claims</Reveal>);
    const box = screen.getByText('Claims') as HTMLElement;
    expect(box.dataset.reveal).toBe('static');
    expect(box.style.opacity).toBe('');
  });
});
