import { QR_IMAGE, qrImageUrl } from '@tallybook/domain';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

let served: TestApp;
beforeAll(async () => {
  served = await startTestApp({ seed: false, jobs: false });
}, 120_000);
afterAll(async () => served?.close());

/** What a phone's camera reads off the image: the SVG drawn at 256 px, then decoded. */
async function scan(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(256, 256)
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('GET /qr.svg (issue 13: a page names its QR codes instead of carrying their drawings)', () => {
  it('draws the text as an SVG image that scans back to the same text, kept by browsers for a year', async () => {
    const text = 'https://www.tallybook.app/download/tallybook-6.4.2.exe?pack_origin=baidu&kw=进销存';
    const response = await fetch(`${served.baseUrl}${qrImageUrl(text)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // an image, never a document: nothing in it may run, even opened on its own
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(await scan(svg)).toBe(text);
    const other = await (await fetch(`${served.baseUrl}${qrImageUrl('https://www.tallybook.app/')}`)).text();
    expect(await scan(other)).toBe('https://www.tallybook.app/');
  });

  it('refuses no text, too long a text and NUL bytes with a message in the caller’s language', async () => {
    const refusals = [
      QR_IMAGE.path,
      `${QR_IMAGE.path}?text=`,
      qrImageUrl('x'.repeat(QR_IMAGE.maxTextLength + 1)),
      `${QR_IMAGE.path}?text=a%00b`,
    ];
    for (const address of refusals) {
      const response = await fetch(`${served.baseUrl}${address}`, { headers: { 'accept-language': 'zh-CN' } });
      expect(response.status, address).toBe(400);
      expect(response.headers.get('content-type'), address).toMatch(/^application\/json/);
      const body = (await response.json()) as { msg: string };
      expect(body.msg, address).toMatch(/[\u4e00-\u9fff]/);
    }
    // the longest text allowed is still drawn
    const longest = await fetch(`${served.baseUrl}${qrImageUrl('x'.repeat(QR_IMAGE.maxTextLength))}`);
    expect(longest.status).toBe(200);
  });
});
