// @vitest-environment jsdom
import { QR_CODE } from '@tallybook/domain';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Qr } from './Qr';

afterEach(cleanup);

describe('Qr', () => {
  it('draws the value as an SVG named by its title at the site size', async () => {
    const { container } = render(<Qr value="https://example.com/app" title="Scan to download" />);
    await waitFor(() => expect(container.querySelector('svg title')).not.toBeNull());
    const image = container.querySelector('svg');
    if (!image) throw new Error('no QR code drawn');
    expect(image.getAttribute('width')).toBe(String(QR_CODE.sizePx));
    expect(image.querySelector('title')?.textContent).toBe('Scan to download');
    expect(image.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('scales, and different values draw different codes', async () => {
    const { container } = render(
      <>
        <Qr value="https://example.com/a" title="a" scale={1.5} />
        <Qr value="https://example.com/b" title="b" />
      </>,
    );
    await waitFor(() => expect(container.querySelectorAll('svg path').length).toBeGreaterThan(0));
    const [a, b] = [...container.querySelectorAll('svg')];
    expect(a?.getAttribute('width')).toBe(String(QR_CODE.sizePx * 1.5));
    const drawn = (svg: Element | undefined) =>
      [...(svg?.querySelectorAll('path') ?? [])].map((p) => p.getAttribute('d')).join();
    expect(drawn(a)).not.toBe(drawn(b));
  });
});
