import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawAnswer } from '../../../test/raw-answer.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';

describe('the HTTP platform', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({
      extend: (app) => {
        app.get('/api/explode', async () => {
          throw new Error('secret: database password is hunter2');
        });
        app.get('/webzhj/explode', async () => {
          throw new Error('secret: database password is hunter2');
        });
        // about the size of a rendered page
        app.get('/api/page-sized', async () => ({ text: 'Tallybook '.repeat(10_000) }));
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports health with the database engine', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      code: 200,
      data: { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
      msg: 'ok',
    });
  });

  it('answers an unknown content call with 404 in the content envelope, never HTML', async () => {
    const response = await fetch(`${server.baseUrl}/api/no-such-call`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      success: false,
      data: null,
      msg: 'No such call: GET /api/no-such-call',
    });
  });

  it('answers an unknown manage call with 404 in the code envelope, in the caller’s language', async () => {
    const response = await fetch(`${server.baseUrl}/webzhj/no-such-call`, {
      method: 'POST',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, data: null, msg: '接口不存在：POST /webzhj/no-such-call' });
  });

  it('hides the cause of an internal failure behind a message in each envelope', async () => {
    const content = await fetch(`${server.baseUrl}/api/explode`);
    expect(content.status).toBe(500);
    const contentBody = await content.text();
    expect(contentBody).not.toContain('hunter2');
    expect(JSON.parse(contentBody)).toEqual({
      success: false,
      data: null,
      msg: 'Something went wrong on our side, please try again later',
    });
    const manage = await fetch(`${server.baseUrl}/webzhj/explode`, { headers: { cookie: 'lang=zh-TW' } });
    expect(await manage.json()).toEqual({ code: 500, data: null, msg: '伺服器發生錯誤，請稍後重試' });
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.baseUrl}/api/product`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    // other sites learn nothing of our addresses, while our own forms keep their Origin: with
    // no-referrer a same-origin form posted before hydration says Origin: null, which React
    // Router's action guard (rightly) refuses
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    // and none of the headers for browsers long gone (issue 13: bytes on every response)
    for (const legacy of [
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
      'x-dns-prefetch-control',
    ])
      expect(response.headers.has(legacy), legacy).toBe(false);
  });

  it('compresses responses for clients that accept it, a page-sized one in one call', async () => {
    const { headers, bytes } = await rawAnswer(`${server.baseUrl}/api/page-sized`, 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    // compressed in one call, not streamed (issue 13): so its length is known and sent
    expect(Number(headers['content-length'])).toBe(bytes.length);
    const body = JSON.parse(gunzipSync(bytes).toString('utf8'));
    expect(body.text).toHaveLength(100_000);
  });

  it('publishes the OpenAPI document with the content calls and their schemas', async () => {
    const response = await fetch(`${server.baseUrl}/docs/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, { get?: { parameters?: Array<{ name: string }> } }>;
    };
    expect(document.openapi).toMatch(/^3\./);
    const parameters = document.paths['/api/product']?.get?.parameters?.map((parameter) => parameter.name);
    expect(parameters).toEqual(expect.arrayContaining(['alias', 'clients', 'page', 'page_size']));
    expect(document.paths['/healthz']).toBeDefined();
  });

  it('serves a browsable API reference at /docs', async () => {
    const response = await fetch(`${server.baseUrl}/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });
});
