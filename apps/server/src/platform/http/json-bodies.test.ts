import { message } from '@tallybook/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors.ts';
import { acceptPageBodies, installJsonBodyLimits, JSON_BODY_MAX_DEPTH, jsonNestsDeeperThan } from './json-bodies.ts';
import { installLanguage } from './language.ts';

const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects alike, up to the limit and one past it', () => {
    expect(jsonNestsDeeperThan(nested(64), 64)).toBe(false);
    expect(jsonNestsDeeperThan(nested(65), 64)).toBe(true);
    expect(jsonNestsDeeperThan(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`, 64)).toBe(true);
    expect(jsonNestsDeeperThan('[{"a":[1,{"b":[]}]},[[]]]', 5)).toBe(false);
    expect(jsonNestsDeeperThan('[{"a":[1,{"b":[]}]},[[]]]', 4)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ text: '['.repeat(500) }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ text: `\\"${'{'.repeat(500)}` }), 2)).toBe(false);
    expect(jsonNestsDeeperThan(`["\\\\",${nested(3)}]`, 3)).toBe(true);
  });

  it('reads a megabyte of [ at once, without a stack', () => {
    expect(jsonNestsDeeperThan('['.repeat(1024 * 1024), JSON_BODY_MAX_DEPTH)).toBe(true);
  });
});

describe('JSON bodies in the API and in pages', () => {
  async function appWith(pages: boolean) {
    const app = Fastify();
    installLanguage(app);
    installErrorHandling(app);
    if (pages) {
      await app.register(async (web) => {
        acceptPageBodies(web);
        web.post('/login', async (request) => {
          const text = await new Response(request.body as never).text();
          return { read: JSON.parse(text) };
        });
      });
    } else {
      installJsonBodyLimits(app);
      app.post('/webzhj/login', async (request) => ({ code: 200, data: request.body, msg: 'ok' }));
    }
    return app;
  }

  it('refuses a body one level too deep in the envelope, and takes one at the limit as before', async () => {
    const app = await appWith(false);
    const refused = await app.inject({
      method: 'POST',
      url: '/webzhj/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: nested(JSON_BODY_MAX_DEPTH + 1),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 400,
      data: null,
      msg: message('ar', 'bodyTooDeep', { limit: JSON_BODY_MAX_DEPTH }),
    });
    const taken = await app.inject({
      method: 'POST',
      url: '/webzhj/login',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: nested(JSON_BODY_MAX_DEPTH),
    });
    expect(taken.statusCode).toBe(200);
    const poisoned = await app.inject({
      method: 'POST',
      url: '/webzhj/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('refuses a deep JSON body posted to a page before its action reads it, and hands a shallow one on whole', async () => {
    const app = await appWith(true);
    const refused = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      payload: nested(5000),
    });
    expect(refused.statusCode).toBe(400);
    // a page's path, but a JSON call: the refusal is in the envelope a script reads
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({
      code: 400,
      data: null,
      msg: message('zh-CN', 'bodyTooDeep', { limit: JSON_BODY_MAX_DEPTH }),
    });
    const taken = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '13800000000', name: '王小明' }),
    });
    expect(taken.json()).toEqual({ read: { phone: '13800000000', name: '王小明' } });
  });
});
