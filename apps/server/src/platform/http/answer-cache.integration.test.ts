import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawAnswer } from '../../../test/raw-answer.ts';
import { productionWebApp, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { queryRows } from '../db/query-rows.ts';
import { createSession, SESSION_COOKIE } from '../sessions/sessions.ts';
import { AnswerCache, isAnonymous } from './answer-cache.ts';
import { documentedReads, type OpenApiPaths } from './openapi-reads.ts';

const ADMIN_TOKEN = 'page-cache-admin-token-0123456789';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
let served: TestApp;

beforeAll(async () => {
  served = await startTestApp({
    adminToken: ADMIN_TOKEN,
    jobs: false,
    contentReadCache: true,
    web: await productionWebApp(),
  });
}, 180_000);
afterAll(async () => served?.close());

async function page(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${served.baseUrl}${address}`, { headers });
  const body = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    vary: response.headers.get('vary') ?? '',
    body,
    nonce,
    csp,
  };
}

/** A page's answer as sent: its bytes still encoded (fetch would decode them). */
async function raw(address: string, acceptEncoding: string) {
  const { bytes, headers } = await rawAnswer(`${served.baseUrl}${address}`, acceptEncoding);
  return {
    bytes,
    encoding: headers['content-encoding'],
    vary: String(headers.vary ?? ''),
    cache: String(headers['x-page-cache'] ?? ''),
  };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');
/** A page as its first visitor got it, without that visitor's nonce. */
const withoutNonce = (html: string, nonce: string) =>
  html.replaceAll(` nonce="${nonce}"`, '').replaceAll(`script.nonce="${nonce}";`, '');

/** The back office points the first Windows package at `link`: a content change, as an operator makes it. */
async function changeWindowsDownloadLink(link: string) {
  const products = (await (await fetch(`${served.baseUrl}/api/product?clients=1`)).json()) as {
    data: { list: Array<{ clients: { windows: Array<{ id: number }> } }> };
  };
  const windows = products.data.list[0]?.clients.windows[0];
  return fetch(`${served.baseUrl}/admin/api/content/product-clients/${windows?.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ download_link: link }),
  });
}

describe('the page cache (issue 13, decision 0026)', () => {
  it('serves a public page to the next anonymous visitor from the cache as one text for all, its scripts allowed by their hashes', async () => {
    const first = await page('/about?lang=en-US');
    const second = await page('/about?lang=en-US');
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    // the page rendered for the cache answers its first visitor with that visitor's nonce
    expect(first.nonce).toBeTruthy();
    expect(first.body).toContain(`nonce="${first.nonce}"`);
    // a hit carries no nonce: not in its policy, not in its text, and never the marker
    expect(second.nonce).toBeUndefined();
    expect(second.body).not.toContain('nonce');
    expect(second.body).toBe(withoutNonce(first.body, first.nonce ?? ''));
    // every script that runs inline is in the policy by its hash, and the scripts they trust may start
    // the page's modules; the rest of the policy is the first answer's
    const scripts = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/json"/.test(attributes ?? ''),
    );
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const [, , code] of scripts) expect(second.csp).toContain(`'sha256-${sha256(code ?? '')}'`);
    expect(second.csp).toContain("'strict-dynamic'");
    expect(second.csp.replace(/ 'sha256-[^']+'/g, '').replace(" 'strict-dynamic'", '')).toBe(
      first.csp.replace(` 'nonce-${first.nonce}'`, ''),
    );
    // a changed script is not in the policy: the hash is of the text as served
    expect(second.csp).not.toContain(`'sha256-${sha256(`${scripts[0]?.[2]};alert(1)`)}'`);
  });

  it('compresses a cached page once and sends every visitor the same bytes, as the client accepts them', async () => {
    await page('/case?lang=ar');
    const text = (await page('/case?lang=ar')).body;
    const perAnswer = brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    // until the compression in the thread pool has ended, a hit is compressed as every answer is
    let brotli = await raw('/case?lang=ar', 'gzip, deflate, br');
    for (let tries = 0; brotli.bytes.length >= perAnswer.length && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      brotli = await raw('/case?lang=ar', 'gzip, deflate, br');
    }
    expect(brotli.cache).toBe('hit');
    expect(brotli.encoding).toBe('br');
    expect(brotli.vary).toMatch(/accept-encoding/i);
    // at brotli's best quality: smaller than the same text at the quality compressed per answer
    expect(brotli.bytes.length).toBeLessThan(perAnswer.length);
    expect(brotliDecompressSync(brotli.bytes).toString('utf8') === text).toBe(true);
    const again = await raw('/case?lang=ar', 'br');
    expect(again.bytes.equals(brotli.bytes)).toBe(true);
    const gzipped = await raw('/case?lang=ar', 'gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.bytes).toString('utf8') === text).toBe(true);
    const plain = await raw('/case?lang=ar', 'identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.bytes.toString('utf8') === text).toBe(true);
  });

  it('keeps pages apart by language (the query or the cookie) and by device', async () => {
    await page('/price');
    const chinese = await page('/price', { cookie: 'lang=zh-CN' });
    expect(chinese.cache).toBe('miss');
    expect(chinese.body).toContain('<html lang="zh-CN"');
    expect((await page('/price', { cookie: 'lang=zh-CN' })).cache).toBe('hit');
    const english = await page('/price');
    expect(english.cache).toBe('hit');
    expect(english.body).toContain('<html lang="en-US"');
    const arabic = await page('/price?lang=ar');
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    const phone = await page('/price', { 'user-agent': IPHONE });
    expect(phone.cache).toBe('miss');
  });

  it("answers a first visit in the browser's language from a warm cache, each its own, varying on what it read (decision 0089)", async () => {
    const chinese = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
    const traditional = { 'accept-language': 'zh-HK,zh;q=0.9' };
    const english = { 'accept-language': 'en-US,en;q=0.9' };
    // warm: each language's page rendered once
    for (const headers of [chinese, traditional, english]) await page('/news', headers);
    const answers = {
      'zh-CN': await page('/news', chinese),
      'zh-TW': await page('/news', traditional),
      'en-US': await page('/news', english),
      ar: await page('/news', { 'accept-language': 'ar-EG' }),
    };
    expect(answers['zh-CN'].cache).toBe('hit');
    expect(answers['zh-TW'].cache).toBe('hit');
    expect(answers['en-US'].cache).toBe('hit');
    for (const [language, answer] of Object.entries(answers)) {
      expect(answer.body).toContain(`<html lang="${language}"`);
      expect(answer.vary.toLowerCase()).toMatch(/accept-language/);
      expect(answer.vary.toLowerCase()).toMatch(/cookie/);
    }
    // a stored choice outranks the browser, and the answer varies on the cookie it read
    const chosen = await page('/news', { ...chinese, cookie: 'lang=en-US' });
    expect(chosen.body).toContain('<html lang="en-US"');
    expect(chosen.vary.toLowerCase()).not.toMatch(/accept-language/);
    expect(chosen.vary.toLowerCase()).toMatch(/cookie/);
    // the address's language outranks both, and varies on neither
    const named = await page('/news?lang=zh-TW', { ...chinese, cookie: 'lang=en-US' });
    expect(named.body).toContain('<html lang="zh-TW"');
    expect(named.vary.toLowerCase()).not.toMatch(/accept-language|cookie/);
  });

  it('never answers a request that carries a session, credentials or an unknown cookie from the cache', async () => {
    await page('/help');
    expect((await page('/help')).cache).toBe('hit');
    const credentials: Array<Record<string, string>> = [
      { cookie: 'tb_session=0123456789abcdef' },
      { cookie: 'lang=en-US; tb_session=anything' },
      { authorization: 'Bearer token' },
      { cookie: 'lang=en-US; other=1' },
    ];
    for (const headers of credentials) {
      const answer = await page('/help', headers);
      expect(answer.cache, JSON.stringify(headers)).toBe('bypass');
      expect(answer.status).toBe(200);
    }
    // and what those requests rendered was not kept for the anonymous visitors either
    expect((await page('/help')).cache).toBe('hit');
  });

  it('keeps only the pages whose route asks for it', async () => {
    await page('/login');
    expect((await page('/login')).cache).toBe('miss');
    await page('/mall');
    expect((await page('/mall')).cache).toBe('miss');
  });

  it('forgets its pages when the back office changes content, so the next visitor sees the change', async () => {
    await page('/download');
    expect((await page('/download')).cache).toBe('hit');
    const link = 'https://cdn.tallybook.example/tallybook-cache-test-setup.exe';
    const changed = await changeWindowsDownloadLink(link);
    expect(changed.status).toBe(200);
    const after = await page('/download');
    expect(after.cache).toBe('miss');
    expect(after.body).toContain(link);
  });
});

describe('the content-read cache (issue 13, decision 0026)', () => {
  async function read(address: string, headers: Record<string, string> = {}) {
    const response = await fetch(`${served.baseUrl}${address}`, { headers });
    return { status: response.status, cache: response.headers.get('x-answer-cache'), body: await response.text() };
  }

  it('answers the same read for the next anonymous caller from the cache, the same bytes', async () => {
    const first = await read('/api/news?category_alias=news&page=1&page_size=5');
    const second = await read('/api/news?category_alias=news&page=1&page_size=5');
    expect([first.cache, second.cache]).toEqual(['miss', 'hit']);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body).data.list.length).toBeGreaterThan(0);
  });

  it('keeps languages apart, whether asked by the query, the cookie or Accept-Language', async () => {
    const address = '/api/case?page=1&page_size=3';
    await read(address);
    const arabic = await read(address, { 'accept-language': 'ar' });
    expect(arabic.cache).toBe('miss');
    expect((await read(address, { cookie: 'lang=ar' })).cache).toBe('hit');
    expect(arabic.body).not.toBe((await read(address)).body);
  });

  it('serves a signed-in caller too, since no content read depends on who asks', async () => {
    await read('/api/partner');
    expect((await read('/api/partner')).cache).toBe('hit');
    expect((await read('/api/partner', { cookie: 'tb_session=whatever' })).cache).toBe('hit');
    expect((await read('/api/partner', { authorization: 'Bearer x' })).cache).toBe('hit');
  });

  it('holds only reads whose answer is the same with and without a session: every one the API documents', async () => {
    // A second app on the same data with no cache at all: what each read really answers each caller.
    const plain = await buildApp({ database: served.database.handle, jobs: false });
    try {
      const [user] = await queryRows<{ id: number }>(
        served.database.handle.db,
        sql`insert into users (phone, kd_uid) values ('13900001313', 'answer-cache-test') returning id`,
      );
      const { token } = await createSession(served.database.handle.db, Number(user?.id), 60_000);
      const document = (await (await fetch(`${served.baseUrl}/docs/json`)).json()) as OpenApiPaths;
      // every GET, with the examples it documents for its required query parameters (the bench
      // measures the same list); one with a required parameter and no example is not a read
      const documented = documentedReads(document);
      const reads = documented.map(({ read }) => read);
      const undocumented = documented
        .filter(({ path }) => path.startsWith('/api/'))
        .flatMap(({ path, withoutExample }) => withoutExample.map((name) => `${path} ${name}`));
      // under /api/ (spec §7 Content), the help vote alone documents no example: it is a GET that counts, not a read
      expect(undocumented).toEqual(['/api/help/addUsefulOrUseless id', '/api/help/addUsefulOrUseless type']);
      const contentReads: string[] = [];
      for (const address of reads) {
        if ((await read(address)).cache === null) continue;
        contentReads.push(address);
        const anonymous = await plain.inject({ url: address });
        const signedIn = await plain.inject({ url: address, cookies: { [SESSION_COOKIE]: token } });
        expect(signedIn.statusCode, address).toBe(anonymous.statusCode);
        expect(signedIn.body, address).toBe(anonymous.body);
      }
      // the reads the pages make: products, the home banner, news, cases, partners, help, downloads,
      // slides, agreements, the help tree
      expect(contentReads).toEqual(
        expect.arrayContaining([
          '/api/slide?alias=home',
          '/api/product/client?product_id=1',
          '/api/category?alias=tallybook',
        ]),
      );
      expect(contentReads.length).toBeGreaterThanOrEqual(14);
    } finally {
      await plain.close();
    }
  });

  it('does not cache refusals or reads that count', async () => {
    const refused = await read('/api/news?page_size=100000');
    expect(refused.status).toBe(400);
    expect((await read('/api/news?page_size=100000')).cache).toBe('miss');
    const list = JSON.parse((await read('/api/news?category_alias=news')).body) as {
      data: { list: Array<{ id: number }> };
    };
    const article = await read(`/api/news/${list.data.list[0]?.id}`);
    expect(article.status).toBe(200);
    expect(article.cache).toBeNull();
  });

  it('forgets its reads when the back office changes content', async () => {
    await read('/api/product?clients=1');
    expect((await read('/api/product?clients=1')).cache).toBe('hit');
    const link = 'https://cdn.tallybook.example/tallybook-read-cache-test-setup.exe';
    const changed = await changeWindowsDownloadLink(link);
    expect(changed.status).toBe(200);
    const after = await read('/api/product?clients=1');
    expect(after.cache).toBe('miss');
    expect(after.body).toContain(link);
  });
});

describe('AnswerCache', () => {
  const entry = (body: string, storedAt = 0) => ({ status: 200, headers: [], body, storedAt });

  it('forgets a page after its time, the least recently used first, and everything on clear', () => {
    const cache = new AnswerCache({ ttlMs: 1_000, maxEntries: 2, maxChars: 100 });
    cache.set('a', entry('aaa'));
    expect(cache.get('a', 999)?.body).toBe('aaa');
    expect(cache.get('a', 1_000)).toBeUndefined();
    cache.set('a', entry('a'));
    cache.set('b', entry('b'));
    cache.get('a', 1);
    cache.set('c', entry('c'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.body).toBe('a');
    cache.set('big', entry('x'.repeat(95)));
    // over 100 characters in all: the least recently used go until it fits
    expect(cache.size).toBe(2);
    expect(cache.get('c', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.body).toBe('a');
    cache.set('huge', entry('x'.repeat(101)));
    expect(cache.get('huge', 1)).toBeUndefined();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('counts only a credential-free GET as anonymous', () => {
    const allowed = new Set(['lang', 'tb_visitor']);
    expect(isAnonymous('GET', {}, allowed)).toBe(true);
    expect(isAnonymous('GET', { cookie: 'lang=ar; tb_visitor=v1' }, allowed)).toBe(true);
    expect(isAnonymous('HEAD', {}, allowed)).toBe(false);
    expect(isAnonymous('POST', {}, allowed)).toBe(false);
    expect(isAnonymous('GET', { cookie: 'tb_session=x' }, allowed)).toBe(false);
    expect(isAnonymous('GET', { cookie: ['lang=ar', 'x=1'] }, allowed)).toBe(false);
    expect(isAnonymous('GET', { authorization: 'Basic eA==' }, allowed)).toBe(false);
  });
});
