// @vitest-environment node

import { createElement, forwardRef } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

// Counts the library's drawings on the server: a code is drawn once, then kept (issue 13).
const library = vi.hoisted(() => ({ draws: 0, loads: 0 }));
vi.mock('qrcode.react', async (importOriginal) => {
  library.loads++;
  // a library that takes a moment to load: the first page renders while it loads
  await new Promise((resolve) => setTimeout(resolve, 50));
  const real = await importOriginal<typeof import('qrcode.react')>();
  const QRCodeSVG = forwardRef<SVGSVGElement, React.ComponentProps<typeof real.QRCodeSVG>>((props, ref) => {
    library.draws++;
    return createElement(real.QRCodeSVG, { ...props, ref });
  });
  return { ...real, QRCodeSVG };
});

function rendered(element: React.ReactElement): Promise<void> {
  return new Promise((resolve, reject) => {
    renderToPipeableStream(element, { onAllReady: () => resolve(), onError: reject });
  });
}

describe('Qr on the server', () => {
  it('keeps one drawing per code, whether a page rendered it while the library loaded or after', async () => {
    const { Qr } = await import('./Qr');
    // the first page may render while the library still loads (the lazy path), the next after it
    await rendered(<Qr value="https://example.com/app" title="Scan" />);
    await rendered(<Qr value="https://example.com/app" title="Scan" />);
    await rendered(<Qr value="https://example.com/app" title="Scan" />);
    expect(library.draws).toBe(1);
    expect(library.loads).toBe(1);
  });
});
