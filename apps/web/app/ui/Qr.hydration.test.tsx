// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { act, createElement, forwardRef, useId } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Qr } from './Qr';

// Counts the library's drawings: hydration should make none (issue 13).
const library = vi.hoisted(() => ({ draws: 0 }));
vi.mock('qrcode.react', async (importOriginal) => {
  const real = await importOriginal<typeof import('qrcode.react')>();
  const QRCodeSVG = forwardRef<SVGSVGElement, React.ComponentProps<typeof real.QRCodeSVG>>((props, ref) => {
    library.draws++;
    return createElement(real.QRCodeSVG, { ...props, ref });
  });
  return { ...real, QRCodeSVG };
});

afterEach(cleanup);

/** The id hydration gives the component at the root of a new tree, as the server's render did. */
async function rootId(): Promise<string> {
  let id = '';
  function Probe() {
    id = useId();
    return null;
  }
  const container = document.createElement('div');
  await act(async () => {
    hydrateRoot(container, <Probe />);
  });
  return id;
}

describe('Qr in the browser', () => {
  it('keeps the drawing the server sent when it hydrates, without drawing the code again', async () => {
    // the library's drawing, as the server wrote it, under the id hydration will look for
    const drawn = render(<Qr value="https://example.com/app" title="Scan" />);
    await waitFor(() => expect(drawn.container.querySelector('svg path')).not.toBeNull());
    const svg = drawn.container.querySelector('svg');
    if (!svg) throw new Error('no QR code drawn');
    svg.id = await rootId();
    const serverHtml = `<!--$-->${svg.outerHTML}<!--/$-->`;
    cleanup();
    expect(library.draws).toBeGreaterThan(0);

    library.draws = 0;
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const shown = container.querySelector('svg');
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Qr value="https://example.com/app" title="Scan" />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(library.draws).toBe(0);
    expect(container.querySelector('svg')).toBe(shown);
    expect(container.innerHTML).toBe(serverHtml);
    container.remove();
  });

  it('draws a code the server did not send', async () => {
    library.draws = 0;
    const { container } = render(<Qr value="https://example.com/other" title="Scan" />);
    await waitFor(() => expect(container.querySelector('svg path')).not.toBeNull());
    expect(library.draws).toBeGreaterThan(0);
  });
});
