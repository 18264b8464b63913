// @vitest-environment node

import { Writable } from 'node:stream';
import { QR_CODE } from '@tallybook/domain';
import { QRCodeSVG } from 'qrcode.react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Qr } from './Qr';

/** The whole HTML of `element`, its lazy parts resolved, as a server render sends it. */
function serverHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(
          new Writable({
            write(chunk, _encoding, done) {
              html += chunk;
              done();
            },
            final(done) {
              resolve(html);
              done();
            },
          }),
        );
      },
      onError: reject,
    });
  });
}

const drawnCode = (html: string) =>
  /<svg[^>]*>[\s\S]*?<\/svg>/g.exec(html.replace(/<svg[^>]*aria-label[^>]*><\/svg>/, ''))?.[0];

describe('Qr on the server', () => {
  it('draws what the library draws, the same every time it is kept, and another value another code', async () => {
    const library = await serverHtml(
      <QRCodeSVG
        value="https://example.com/app"
        size={QR_CODE.sizePx}
        level={QR_CODE.level}
        marginSize={QR_CODE.marginSize}
        title="Scan"
      />,
    );
    const first = drawnCode(await serverHtml(<Qr value="https://example.com/app" title="Scan" />));
    const again = drawnCode(await serverHtml(<Qr value="https://example.com/app" title="Scan" />));
    const other = drawnCode(await serverHtml(<Qr value="https://example.com/other" title="Scan" />));
    // the same drawing, with the id hydration finds it by (Qr.hydration.test.tsx)
    expect(first).toMatch(/<svg [^>]*\bid="[^"]+"/);
    expect(first?.replace(/ id="[^"]+"/, '')).toBe(drawnCode(library));
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(first).toContain('<title>Scan</title>');
  });
});
