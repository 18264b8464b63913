import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type FetchLike, hostFor, isSuccessBody } from './http';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function clientWith(fetch: FetchLike, extra: Partial<Parameters<typeof createHttpClient>[0]> = {}) {
  return createHttpClient({ language: 'en-US', fetch, ...extra });
}

describe('the web HTTP client', () => {
  it('resolves the host by path prefix', () => {
    expect(hostFor('/api/product')).toBe('web');
    expect(hostFor('/log/log/zhjlog/batchinsert')).toBe('log');
    expect(hostFor('/channel/website/log')).toBe('log');
    expect(hostFor('/ommall/srvmall/order')).toBe('manage');
    expect(hostFor('/webzhj/info')).toBe('manage');
  });

  it('counts success, code 200 and errcode 0 as success, and nothing else', () => {
    expect(isSuccessBody({ success: true })).toBe(true);
    expect(isSuccessBody({ code: 200 })).toBe(true);
    expect(isSuccessBody({ errcode: 0 })).toBe(true);
    expect(isSuccessBody({ success: false, code: 500 })).toBe(false);
    expect(isSuccessBody({ code: '200' })).toBe(false);
    expect(isSuccessBody(null)).toBe(false);
  });

  it('returns the data of a successful call', async () => {
    const client = clientWith(async () => json({ success: true, data: { list: [1] }, msg: 'ok' }));
    expect(await client.get('/api/product')).toMatchObject({ ok: true, kind: 'ok', status: 200, data: { list: [1] } });
  });

  it('sends credentials everywhere but to the log host', async () => {
    const fetch = vi.fn<FetchLike>(async () => json({ code: 200, data: null, msg: '' }));
    const client = clientWith(fetch, { hosts: { log: 'https://log.example', manage: 'https://manage.example' } });
    await client.post('/log/log/zhjlog/batchinsert', [{ a: 1 }]);
    await client.get('/webzhj/info');
    expect(fetch.mock.calls[0]?.[0]).toBe('https://log.example/log/log/zhjlog/batchinsert');
    expect(fetch.mock.calls[0]?.[1].credentials).toBe('omit');
    expect(fetch.mock.calls[0]?.[1].body).toBe('[{"a":1}]');
    expect(fetch.mock.calls[1]?.[0]).toBe('https://manage.example/webzhj/info');
    expect(fetch.mock.calls[1]?.[1].credentials).toBe('include');
  });

  it("names its language in every call's Accept-Language, mall or not", async () => {
    const fetch = vi.fn<FetchLike>(async () => json({ code: 200, data: null, msg: '' }));
    const client = createHttpClient({ language: () => 'zh-TW', fetch });
    await client.get('/ommall/srvmall/services/introduce');
    await client.get('/webzhj/info');
    await client.post('/log/log/zhjlog/batchinsert', []);
    const headersOf = (call: number) => (fetch.mock.calls[call]?.[1].headers ?? {}) as Record<string, string>;
    expect([0, 1, 2].map((call) => headersOf(call)['Accept-Language'])).toEqual(['zh-TW', 'zh-TW', 'zh-TW']);
  });

  it('builds the query string, leaving out empty values', async () => {
    const fetch = vi.fn<FetchLike>(async () => json({ success: true, data: null, msg: '' }));
    await clientWith(fetch).get('/api/product', { query: { clients: 1, alias: undefined, lang: 'en-US' } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/product?clients=1&lang=en-US');
  });

  it('resolves a refusal with the server’s message and code', async () => {
    const client = clientWith(async () => json({ code: 101, data: null, msg: 'Not logged in' }));
    expect(await client.get('/webzhj/info')).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 101,
      msg: 'Not logged in',
    });
  });

  it('resolves an HTTP failure with the server’s message, or the status when it sent none', async () => {
    const withMessage = clientWith(async () => json({ success: false, data: null, msg: 'Not found' }, 404));
    expect(await withMessage.get('/api/news/9')).toMatchObject({
      ok: false,
      kind: 'http',
      status: 404,
      msg: 'Not found',
    });
    const bare = clientWith(async () => new Response('<html>Bad gateway</html>', { status: 502 }), {
      language: 'zh-CN',
    });
    expect(await bare.get('/api/news')).toMatchObject({
      kind: 'http',
      status: 502,
      msg: '请求失败（502），请稍后重试',
    });
  });

  it('gives up after the timeout with the timeout message', async () => {
    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const result = await clientWith(hanging, { timeoutMs: 20 }).get('/api/product');
    expect(result).toMatchObject({
      ok: false,
      kind: 'timeout',
      status: 0,
      msg: 'The request timed out, please try again',
    });
  });

  it('uses a 60-second timeout by default', async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      const hanging: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          }),
        );
      const pending = clientWith(hanging).get('/api/product');
      await vi.advanceTimersByTimeAsync(59_999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await pending).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells a poor network when online from an unstable one when offline', async () => {
    const failing: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    expect((await clientWith(failing, { isOnline: () => true }).get('/api/x')).msg).toBe(
      'Your network connection is poor, please check it and try again',
    );
    expect((await clientWith(failing, { isOnline: () => false }).get('/api/x')).msg).toBe(
      'Your network is unstable or offline, please reconnect and try again',
    );
  });
});
