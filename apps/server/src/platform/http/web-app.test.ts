import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_CACHE_HEADER, AnswerCache, installContentReadCache } from './answer-cache.ts';
import { installLanguage } from './language.ts';
import { inProcessFetch } from './web-app.ts';

const app = Fastify();
const contentReads = new AnswerCache();
// every call Fastify itself answers, by address
const reachedFastify: string[] = [];
let edition = 1;
beforeAll(async () => {
  await app.register(cookie);
  installLanguage(app);
  app.addHook('onRequest', async (request) => {
    reachedFastify.push(`${request.method} ${request.url}`);
  });
  installContentReadCache(app, contentReads);
  app.get('/api/who', async (request) => ({ ip: request.ip, cookie: request.headers.cookie ?? null }));
  app.get('/api/news', { config: { contentRead: true } }, async (request) => ({
    language: request.language,
    edition,
  }));
  app.post('/api/news', { config: { contentRead: true } }, async () => ({ posted: true }));
  app.get('/ommall/language', async (request) => ({ language: request.language, cookie: request.headers.cookie }));
  await app.ready();
});
afterAll(() => app.close());

const visitor = { ip: '203.0.113.9', headers: { cookie: 'tb_visitor=abc' } } as unknown as FastifyRequest;

describe("the web app's in-process calls", () => {
  it("are the visitor's own: their address and cookies, so per-address limits count them against the visitor", async () => {
    const other = { ip: '198.51.100.4', headers: {} } as unknown as FastifyRequest;
    const seen = async (request: FastifyRequest) => (await inProcessFetch(app, request)('/api/who', {})).json();
    expect(await seen(visitor)).toEqual({ ip: '203.0.113.9', cookie: 'tb_visitor=abc' });
    expect(await seen(other)).toEqual({ ip: '198.51.100.4', cookie: null });
  });

  it('answer a content read the cache holds from the cache, with what Fastify answered, without going through Fastify', async () => {
    const apiFetch = inProcessFetch(app, visitor, contentReads);
    reachedFastify.length = 0;
    const first = await apiFetch('/api/news?page_size=3&lang=ar', {});
    expect(first.headers.get(ANSWER_CACHE_HEADER)).toBe('miss');
    expect(await first.json()).toEqual({ language: 'ar', edition: 1 });
    edition = 2; // what the handler would answer now; the cache still holds edition 1
    const second = await apiFetch('/api/news?page_size=3&lang=ar', {});
    expect(second.status).toBe(200);
    expect(second.headers.get(ANSWER_CACHE_HEADER)).toBe('hit');
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await second.json()).toEqual({ language: 'ar', edition: 1 });
    expect(reachedFastify).toEqual(['GET /api/news?page_size=3&lang=ar']);
    // another language is another answer
    expect(await (await apiFetch('/api/news?page_size=3&lang=zh-CN', {})).json()).toEqual({
      language: 'zh-CN',
      edition: 2,
    });
  });

  it('leave to Fastify an address that does not name its language once, a write, and a caller with no cache', async () => {
    await inProcessFetch(app, visitor, contentReads)('/api/news?lang=en-US', {});
    reachedFastify.length = 0;
    const apiFetch = inProcessFetch(app, visitor, contentReads);
    await apiFetch('/api/news', {});
    await apiFetch('/api/news?lang=en-US&lang=ar', {});
    await apiFetch('/api/news?lang=en-US', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    await inProcessFetch(app, visitor)('/api/news?lang=en-US', {});
    expect(reachedFastify).toEqual([
      'GET /api/news',
      'GET /api/news?lang=en-US&lang=ar',
      'POST /api/news?lang=en-US',
      'GET /api/news?lang=en-US',
    ]);
  });

  it('answer in the language the page’s client names, before the visitor’s language cookie; a browser’s own calls keep the cookie’s', async () => {
    // a page opened with ?lang=ar whose browser still holds the cookie of zh-CN
    const reader = {
      ip: '203.0.113.9',
      headers: { cookie: 'tb_visitor=abc; lang=zh-CN; tb_session=s1', 'accept-language': 'en-US,en;q=0.9' },
    } as unknown as FastifyRequest;
    const answer = async (init: RequestInit) => (await inProcessFetch(app, reader)('/ommall/language', init)).json();
    // the web client names the page's language (Accept-Language): it is the call's, the other cookies still go
    expect(await answer({ headers: { 'Accept-Language': 'ar' } })).toEqual({
      language: 'ar',
      cookie: 'tb_visitor=abc; tb_session=s1',
    });
    // a call that names none is the visitor's, as before: the cookie decides
    expect(await answer({})).toEqual({ language: 'zh-CN', cookie: 'tb_visitor=abc; lang=zh-CN; tb_session=s1' });
    // the browser calling itself, with its own Accept-Language: the cookie it chose still outranks it
    const own = await app.inject({
      url: '/ommall/language',
      headers: { cookie: 'lang=zh-CN', 'accept-language': 'ar' },
    });
    expect(own.json()).toMatchObject({ language: 'zh-CN' });
  });
});
