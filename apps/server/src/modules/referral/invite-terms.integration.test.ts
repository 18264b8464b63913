import {
  DEFAULT_REFERRAL_TERMS,
  DEFAULT_XH_REFERRAL_TERMS,
  LANGUAGES,
  message,
  type ReferralTerms,
} from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { browser } from '../identity/accounts-test-kit.ts';
import { quickAccount } from '../partner/partner-test-kit.ts';
import { TERMS_CACHE_CONTROL } from './invite.routes.ts';
import { inviteCodeOf } from './referral-test-kit.ts';

/** The main programme's terms differ from the defaults, so the answer is seen to read the configuration. */
const TERMS: ReferralTerms = { ...DEFAULT_REFERRAL_TERMS, registerAwardFen: 600, bindWindowHours: 48 };

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ seed: false, jobs: false, referral: TERMS });
}, 120_000);
afterAll(async () => server?.close());

interface TermsAnswer {
  programme: string;
  enabled: boolean;
  product: { serviceNumber: string; name: string };
  terms: ReferralTerms;
  inviter: { code: string; nickname: string } | null;
}

const termsOf = ({ enabled: _enabled, ...terms }: ReferralTerms) => terms;

describe('GET /recommend/terms (public, decision 0046)', () => {
  it('answers anyone the main programme’s terms by default, cacheable a minute, and xh’s when asked', async () => {
    const anonymous = browser(server);
    const main = await anonymous.get<TermsAnswer>('/recommend/terms');
    expect(main.status).toBe(200);
    expect(main.body.data).toEqual({
      programme: 'tallybook',
      enabled: true,
      product: { serviceNumber: 'KDZHJ01', name: message('en-US', 'referralProductTallybook') },
      terms: termsOf(TERMS),
      inviter: null,
    });
    expect(main.headers.get('cache-control')).toBe(TERMS_CACHE_CONTROL);
    expect(main.headers.get('vary')).toMatch(/accept-language/i);
    const xh = await anonymous.get<TermsAnswer>('/recommend/terms?programme=xh');
    expect(xh.body.data).toMatchObject({
      programme: 'xh',
      product: { serviceNumber: 'ZHJXH', name: 'Tallybook POS' },
      terms: termsOf(DEFAULT_XH_REFERRAL_TERMS),
    });
    // the contract's defaults of the second product's programme
    expect(xh.body.data.terms).toMatchObject({
      registerAwardFen: 800,
      firstOrderAwardFen: 1500,
      bindWindowHours: 72,
      inviteeCoupon: { valueFen: 2000, minSpendFen: 20000, validDays: 15 },
    });
  });

  it('names the product in the caller’s language, from the site’s product once it has one', async () => {
    for (const language of LANGUAGES) {
      const answer = await browser(server, language).get<TermsAnswer>('/recommend/terms?programme=xh');
      expect(answer.body.data.product.name, language).toBe(message(language, 'referralProductXh'));
    }
    expect(
      (await browser(server).get<TermsAnswer>('/recommend/terms?programme=xh&lang=zh-CN')).body.data.product.name,
    ).toBe('Tallybook 收银');
    const db = server.database.handle.db;
    const [product] = await queryRows<{ id: number }>(
      db,
      sql`insert into products (alias, logo, sort_order) values ('tallybook-pos', '', 2) returning id`,
    );
    await db.execute(
      sql`insert into product_translations (product_id, lang, name, description)
          values (${product?.id}, 'en-US', 'Tallybook POS (site)', ''), (${product?.id}, 'zh-CN', '收银台（站点）', '')`,
    );
    const names = await Promise.all(
      ['en-US', 'zh-CN', 'zh-TW'].map(
        async (language) =>
          (await browser(server, language).get<TermsAnswer>('/recommend/terms?programme=xh')).body.data.product.name,
      ),
    );
    // zh-TW has no translation on the site: its English name
    expect(names).toEqual(['Tallybook POS (site)', '收银台（站点）', 'Tallybook POS (site)']);
  });

  it('names the inviter of a known code, masked as its friends see it, and no one for a malformed or unknown code', async () => {
    const inviter = await quickAccount(server);
    const code = await inviteCodeOf(inviter.client);
    const anonymous = browser(server);
    for (const given of [code, code.toLowerCase(), ` ${code} `]) {
      const answer = await anonymous.get<TermsAnswer>(
        `/recommend/terms?programme=xh&code=${encodeURIComponent(given)}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.inviter).toEqual({
        code,
        nickname: `${inviter.phone.slice(0, 3)}****${inviter.phone.slice(-4)}`,
      });
      expect(JSON.stringify(answer.body)).not.toContain(inviter.phone);
    }
    for (const given of ['ZZZZZZ', 'ab', '../../x', "' or 1=1 --", '']) {
      const answer = await anonymous.get<TermsAnswer>(`/recommend/terms?code=${encodeURIComponent(given)}`);
      expect(answer.status, given).toBe(200);
      expect(answer.body.data.inviter, given).toBeNull();
    }
  });

  it('refuses an unknown programme, a NUL byte, a huge code and an unknown parameter with 400, never a 500', async () => {
    for (const language of LANGUAGES) {
      const answer = await browser(server, language).get('/recommend/terms?programme=evil');
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toContain(message(language, 'badRequest', { detail: '' }).trim());
      expect(answer.body.msg).toContain('programme');
    }
    for (const query of [
      'code=%00',
      `code=${'A'.repeat(10_000)}`,
      'code=A&code=B',
      'programme=xh%00',
      'programme=TALLYBOOK',
      'extra=1',
    ]) {
      expect((await browser(server).get(`/recommend/terms?${query}`)).status, query.slice(0, 40)).toBe(400);
    }
  });

  it('keeps a logged-in caller’s answer out of every cache, as every logged-in answer', async () => {
    const { client } = await quickAccount(server);
    const answer = await client.get<TermsAnswer>('/recommend/terms');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // the personal reads beside it are no-store as before
    expect((await client.get('/recommend/info')).headers.get('cache-control')).toBe('no-store');
  });

  it('says when a programme is off', async () => {
    const off = await startTestApp({
      seed: false,
      jobs: false,
      referralXh: { ...DEFAULT_XH_REFERRAL_TERMS, enabled: false },
    });
    try {
      const client = browser(off);
      expect((await client.get<TermsAnswer>('/recommend/terms?programme=xh')).body.data.enabled).toBe(false);
      expect((await client.get<TermsAnswer>('/recommend/terms')).body.data.enabled).toBe(true);
    } finally {
      await off.close();
    }
  });

  it('is in the OpenAPI document with its parameters', async () => {
    const document = (await (await fetch(`${server.baseUrl}/docs/json`)).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    const names = document.paths['/recommend/terms']?.get?.parameters?.map((parameter) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(['programme', 'code']));
  });
});
