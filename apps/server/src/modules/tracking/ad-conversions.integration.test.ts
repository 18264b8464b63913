import { AD_CONVERSION_TYPES } from '@tallybook/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { CONVERSIONS_PER_ADDRESS } from './ad-conversions.routes.ts';
import { adClicks, adConversions } from './tracking.tables.ts';

const landing = (token: string, extra = '') => `https://www.tallybook.example/price?bd_vid=${token}${extra}`;
let tokenCounter = 0;
const freshToken = () => `click-${process.pid}-${++tokenCounter}`;

describe('ad conversions (issue 16)', () => {
  let server: TestApp;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const conversionsOf = async (token: string) => {
    const db = server.database.handle.db;
    const [click] = await db.select().from(adClicks).where(eq(adClicks.clickToken, token));
    return click ? db.select().from(adConversions).where(eq(adConversions.clickId, click.id)) : [];
  };

  beforeAll(async () => {
    // forwarding off here: forward-conversions.integration.test.ts drives it with a clock of its own
    server = await startTestApp({ seed: false, jobs: false, adPlatform: null });
  });
  beforeEach(async () => {
    await server.database.handle.db.execute('delete from rate_counters');
  });
  afterAll(async () => {
    await server.close();
  });

  it('records a Baidu conversion against its click and answers its id', async () => {
    const token = freshToken();
    const response = await post('/api/track/baidu-ocpc', { url: landing(token), token, type: 3 });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ code: 200, data: { recorded: true, merchantKnown: false }, msg: 'ok' });
    const [conversion] = await conversionsOf(token);
    expect(conversion).toMatchObject({ id: body.data.conversionId, type: 3, tenantId: null, forwardedAt: null });
  });

  it('takes the type as digits too, and one click may convert in several types', async () => {
    const token = freshToken();
    expect((await post('/api/track/baidu-ocpc', { url: landing(token), token, type: '25' })).status).toBe(200);
    expect((await post('/api/track/baidu-ocpc', { url: landing(token), token, type: 26 })).status).toBe(200);
    expect((await conversionsOf(token)).map((conversion) => conversion.type).sort()).toEqual([25, 26]);
  });

  it('records twenty identical posts sent at once as one conversion', async () => {
    const token = freshToken();
    const body = { url: landing(token), token, type: 25 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/track/baidu-ocpc', body)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies.filter((answer) => answer.data.recorded)).toHaveLength(1);
    expect(new Set(bodies.map((answer) => answer.data.conversionId)).size).toBe(1);
    expect(await conversionsOf(token)).toHaveLength(1);
  });

  describe('refuses what a hostile or broken client sends, with a 400 that says why', () => {
    const token = 'abc-123';
    const refusals: Array<[string, unknown, RegExp]> = [
      ['no body fields', {}, /url|token|type/],
      [
        'a url that is no http(s) address',
        { url: 'javascript:alert(1)//?bd_vid=abc-123', token, type: 3 },
        /http\(s\)/,
      ],
      ['a url without the click token', { url: 'https://a.example/?bd_vid=other', token, type: 3 }, /bd_vid=token/],
      ['a url past 2048 characters', { url: landing(token, `&p=${'x'.repeat(2100)}`), token, type: 3 }, /2048/],
      ['an unknown conversion type', { url: landing(token), token, type: 999 }, /conversion types/],
      ['a type that is no number', { url: landing(token), token, type: true }, /type/],
      ['a token of foreign characters', { url: landing('a b'), token: 'a b', type: 3 }, /letters, digits/],
      ['a token past 128 characters', { url: landing('t'.repeat(129)), token: 't'.repeat(129), type: 3 }, /128/],
      ['a field the call does not take', { url: landing(token), token, type: 3, tenantId: 1 }, /tenantId/],
      ['a NUL byte', { url: landing(token), token, type: 3, note: 'a\u0000b' }, /NUL/],
      ['an array', [{ url: landing(token), token, type: 3 }], /object/i],
    ];
    it.each(refusals)('%s', async (_name, body, message) => {
      const response = await post('/api/track/baidu-ocpc', body);
      expect(response.status).toBe(400);
      const answer = await response.json();
      expect(answer.code).toBe(400);
      expect(answer.msg).toMatch(message);
      expect(await conversionsOf(token)).toHaveLength(0);
    });

    it('a body that is no JSON', async () => {
      const response = await post('/api/track/baidu-ocpc', '{"url":');
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe(400);
    });

    it('a huge body, before reading it (413)', async () => {
      const response = await post('/api/track/baidu-ocpc', {
        url: landing(token),
        token,
        type: 3,
        pad: 'x'.repeat(20_000),
      });
      expect(response.status).toBe(413);
      expect((await response.json()).msg).toMatch(/too large/);
    });
  });

  it('stores no conversions of one address past its allowance, from a concurrent burst, and answers each with its normal success', async () => {
    const tokens = Array.from({ length: CONVERSIONS_PER_ADDRESS.hits + 20 }, () => freshToken());
    const answers = await Promise.all(
      tokens.map((token) => post('/api/track/baidu-ocpc', { url: landing(token), token, type: 3 })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(tokens.map(() => 200));
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(bodies.filter((body) => body.data.recorded)).toHaveLength(CONVERSIONS_PER_ADDRESS.hits);
    expect(bodies.filter((body) => !body.data.recorded)).toEqual(
      Array(20).fill({ code: 200, data: { conversionId: null, recorded: false, merchantKnown: false }, msg: 'ok' }),
    );
    const stored = (await Promise.all(tokens.map((token) => conversionsOf(token)))).flat();
    expect(stored).toHaveLength(CONVERSIONS_PER_ADDRESS.hits);
    // a callback past the allowance stores nothing either, even for a known click
    const known = tokens.find((_, i) => bodies[i].data.recorded) as string;
    const callback = await post(`/api/track/${known}`, { type: 26 });
    expect(await callback.json()).toEqual({
      code: 200,
      data: { conversionId: null, recorded: false, merchantKnown: false },
      msg: 'ok',
    });
    expect((await conversionsOf(known)).map((conversion) => conversion.type)).toEqual([3]);
  });

  describe('POST /api/track/{token}', () => {
    it('refuses a token no click has, with 404 and a message saying what to do', async () => {
      const response = await post(`/api/track/${freshToken()}`, {});
      expect(response.status).toBe(404);
      expect((await response.json()).msg).toMatch(/No ad click has this token/);
    });

    it('records a registration of a known click unless told the type, and counts replays once', async () => {
      const token = freshToken();
      await post('/api/track/baidu-ocpc', { url: landing(token), token, type: AD_CONVERSION_TYPES.consult });
      const first = await (await post(`/api/track/${token}`, {})).json();
      const replays = await Promise.all(Array.from({ length: 5 }, () => post(`/api/track/${token}`, {})));
      const paid = await post(`/api/track/${token}`, { type: AD_CONVERSION_TYPES.paid });
      expect(first.data).toMatchObject({ recorded: true });
      for (const replay of replays) expect((await replay.json()).data).toEqual({ ...first.data, recorded: false });
      expect(paid.status).toBe(200);
      expect((await conversionsOf(token)).map((conversion) => conversion.type).sort((a, b) => a - b)).toEqual([
        AD_CONVERSION_TYPES.consult,
        AD_CONVERSION_TYPES.registered,
        AD_CONVERSION_TYPES.paid,
      ]);
    });

    it('takes a call without a body', async () => {
      const token = freshToken();
      await post('/api/track/baidu-ocpc', { url: landing(token), token, type: 3 });
      const response = await fetch(`${server.baseUrl}/api/track/${token}`, { method: 'POST' });
      expect(response.status).toBe(200);
    });

    it('refuses an unknown type, a stray field and a token of foreign characters', async () => {
      const token = freshToken();
      await post('/api/track/baidu-ocpc', { url: landing(token), token, type: 3 });
      expect((await post(`/api/track/${token}`, { type: 7 })).status).toBe(400);
      expect((await post(`/api/track/${token}`, { type: 25, amount: 1 })).status).toBe(400);
      expect((await post('/api/track/a%27%3B--', {})).status).toBe(400);
      // past Fastify's longest path parameter (100 characters), the address itself is refused
      expect((await post(`/api/track/${'t'.repeat(129)}`, {})).status).toBe(414);
    });
  });

  describe('GET /suggestion/valid/info', () => {
    it('answers an unknown click as not valid', async () => {
      const response = await fetch(`${server.baseUrl}/suggestion/valid/info?token=${freshToken()}`);
      expect(response.status).toBe(200);
      expect((await response.json()).data).toMatchObject({ valid: false, platform: null, conversions: [] });
    });

    it('answers a known click, valid for 30 days, with its conversions and whether they are forwarded', async () => {
      const token = freshToken();
      await post('/api/track/baidu-ocpc', { url: landing(token), token, type: 3 });
      const { data } = await (await fetch(`${server.baseUrl}/suggestion/valid/info?token=${token}`)).json();
      expect(data).toMatchObject({ token, valid: true, platform: 'baidu', forwarding: false });
      expect(Date.parse(data.validUntil) - Date.parse(data.clickedAt)).toBe(30 * 24 * 60 * 60_000);
      expect(data.conversions).toEqual([{ type: 3, recordedAt: expect.any(String), forwarding: 'pending' }]);
    });

    it('refuses a missing or malformed token', async () => {
      expect((await fetch(`${server.baseUrl}/suggestion/valid/info`)).status).toBe(400);
      expect((await fetch(`${server.baseUrl}/suggestion/valid/info?token=%00`)).status).toBe(400);
    });
  });
});
