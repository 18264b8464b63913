// @vitest-environment jsdom
import { QR_CODE, QR_IMAGE } from '@tallybook/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Qr } from './Qr';

afterEach(cleanup);

describe('Qr', () => {
  it("names the server's drawing of the value, at the site size, fetched when it is about to show", () => {
    render(<Qr value="https://example.com/app?a=1&b=é" title="Scan to download" />);
    const image = screen.getByRole('img', { name: 'Scan to download' });
    const address = new URL(image.getAttribute('src') ?? '', 'https://tallybook.test');
    expect(address.pathname).toBe(QR_IMAGE.path);
    expect(address.searchParams.get('text')).toBe('https://example.com/app?a=1&b=é');
    expect(image.getAttribute('width')).toBe(String(QR_CODE.sizePx));
    expect(image.getAttribute('height')).toBe(String(QR_CODE.sizePx));
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('scales, and different values name different codes', () => {
    render(
      <>
        <Qr value="https://example.com/a" title="a" scale={1.5} />
        <Qr value="https://example.com/b" title="b" />
      </>,
    );
    const a = screen.getByRole('img', { name: 'a' });
    const b = screen.getByRole('img', { name: 'b' });
    expect(a.getAttribute('width')).toBe(String(QR_CODE.sizePx * 1.5));
    expect(a.getAttribute('src')).not.toBe(b.getAttribute('src'));
  });
});
