import { type CertificateLinks, message } from '@tallybook/domain';
import jsQR from 'jsqr';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app.ts';
import { browser, forgetIpCounters } from '../../identity/accounts-test-kit.ts';
import { approvedPartner, merchantAccount } from '../partner-test-kit.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ seed: false });
}, 120_000);
afterAll(async () => server?.close());
beforeEach(async () => forgetIpCounters(server));

/** The document auth-url answers, fetched as a browser with the session would. */
async function download(session: string | undefined, init: { method: 'POST' | 'GET'; format: 'pdf' | 'png' }) {
  const response = await fetch(
    `${server.baseUrl}/ommall/promoter/auth-url${init.method === 'GET' ? `?format=${init.format}` : ''}`,
    {
      method: init.method,
      headers: {
        'accept-language': 'zh-CN',
        cookie: `tb_session=${session}`,
        ...(init.method === 'POST' ? { 'content-type': 'application/json' } : {}),
      },
      body: init.method === 'POST' ? JSON.stringify({ format: init.format }) : undefined,
    },
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** All the text of a PDF's pages, as a reader would copy it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return texts.join('\n');
}

describe('POST /ommall/promoter/auth-url: the partner’s authorisation certificate', () => {
  it('answers a PDF whose text holds the partner’s Chinese name, company, region and certificate number', async () => {
    const { client, certificateNo } = await approvedPartner(server, {
      language: 'zh-CN',
      applicantName: '欧阳鑫淼',
      companyName: '深圳小明贸易有限公司',
      level: 'diamond',
    });
    const { response, bytes } = await download(client.session, { method: 'POST', format: 'pdf' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${certificateNo}.pdf"`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      '欧阳鑫淼',
      '深圳小明贸易有限公司',
      '广东省 深圳市 南山区',
      certificateNo,
      '钻石',
      '中国版',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(message('zh-CN', 'certificateTitle'));
    // the font is embedded as subsets of the glyphs drawn, not whole (the slices alone are ~30 KB each)
    expect(bytes.toString('latin1')).toMatch(/\/FontFile2/);
    expect(bytes.length).toBeLessThan(200_000);

    const viaGet = await download(client.session, { method: 'GET', format: 'pdf' });
    expect(viaGet.response.status).toBe(200);
    expect(await pdfText(viaGet.bytes)).toContain(certificateNo);
  });

  it('answers a PNG whose QR code scans back to the public qualification page', async () => {
    const { client, certificateNo } = await approvedPartner(server);
    const { response, bytes } = await download(client.session, { method: 'POST', format: 'png' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1684, 1190]);
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(
      `${server.baseUrl}/agent/qualification?q=${certificateNo}`,
    );
    // the text is drawn as outlines: the name's area is not blank, whatever fonts the machine has
    const nameArea = await sharp(bytes)
      .extract({ left: 460, top: 395, width: 300, height: 50 })
      .greyscale()
      .raw()
      .toBuffer();
    expect(Math.min(...nameArea)).toBeLessThan(100);
  });

  it('answers, without a format, the links of both documents', async () => {
    const { client, certificateNo } = await approvedPartner(server);
    const links = await client.post<CertificateLinks>('/ommall/promoter/auth-url', {});
    expect(links.status).toBe(200);
    expect(links.body.data).toEqual({
      certificateNo,
      pdfUrl: `${server.baseUrl}/ommall/promoter/auth-url?format=pdf`,
      pngUrl: `${server.baseUrl}/ommall/promoter/auth-url?format=png`,
      qualificationUrl: `${server.baseUrl}/agent/qualification?q=${certificateNo}`,
    });
  });

  it('is documented in the OpenAPI document: the formats, and both ways to download', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string; requestBody?: unknown; parameters?: unknown }>>;
    };
    const call = document.paths['/ommall/promoter/auth-url'];
    expect(JSON.stringify(call?.post?.requestBody)).toContain('"pdf","png"');
    expect(call?.post?.description).toContain('application/pdf');
    expect(JSON.stringify(call?.get?.parameters)).toContain('format');
  });

  it('refuses a merchant who is not a partner (403), a visitor (401) and an unknown format (400)', async () => {
    const merchant = await merchantAccount(server, 'zh-CN');
    for (const body of [{ format: 'pdf' }, { format: 'png' }, {}]) {
      const refused = await merchant.post('/ommall/promoter/auth-url', body);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(message('zh-CN', 'notAPartner'));
    }
    expect((await merchant.get('/ommall/promoter/auth-url?format=png')).status).toBe(403);
    expect((await browser(server).post('/ommall/promoter/auth-url', { format: 'pdf' })).status).toBe(401);
    expect((await browser(server).get('/ommall/promoter/auth-url?format=pdf')).status).toBe(401);
    const { client } = await approvedPartner(server);
    expect((await client.post('/ommall/promoter/auth-url', { format: 'docx' })).status).toBe(400);
  });
});
