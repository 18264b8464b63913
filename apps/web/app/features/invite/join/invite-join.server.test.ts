import type { WebLoadContext } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import {
  appLinkOf,
  loadInviteLanding,
  loadInviteRegister,
  loadInviteWelcome,
  loadPosDownload,
  postInviteBind,
  postInviteLanding,
} from './invite-join.server';
import type { InviteTerms } from './invite-join-data';

type Call = { method: string; path: string; query: Record<string, string>; body: unknown };
type Answer = { status?: number; code?: number; data?: unknown; msg?: string };

/** A fetch answering each `METHOD /path` with an envelope (or `status`), recording the calls. */
function fakeFetch(answers: Record<string, Answer>) {
  const calls: Call[] = [];
  const fetch = async (input: string, init: RequestInit) => {
    const url = new URL(input, 'http://web.test');
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    // an answer for one programme (`GET /recommend/terms?programme=xh`) before the path's own
    const programme = url.searchParams.get('programme');
    const answer = (programme ? answers[`${method} ${url.pathname}?programme=${programme}`] : undefined) ??
      answers[`${method} ${url.pathname}`] ?? { status: 404, code: 404, msg: 'not found' };
    return new Response(
      JSON.stringify({ code: answer.code ?? 200, data: answer.data ?? null, msg: answer.msg ?? 'ok' }),
      { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } },
    );
  };
  return { fetch, calls };
}

const terms = (overrides: Partial<InviteTerms> = {}): InviteTerms => ({
  programme: 'tallybook',
  enabled: true,
  product: { serviceNumber: 'KDZHJ01', name: 'Tallybook' },
  terms: {
    registerAwardFen: 500,
    firstOrderAwardFen: 2000,
    refundWindowDays: 7,
    inviterCap: 20,
    capPeriodDays: 30,
    bindWindowHours: 72,
    inviteeCoupon: { valueFen: 3000, minSpendFen: 30000, validDays: 30 },
  },
  inviter: { code: 'K7M2Q9', nickname: '王**' },
  ...overrides,
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const POS = {
  id: 2,
  name: 'Tallybook POS',
  alias: 'tallybook-pos',
  description: 'A checkout',
  logo: '/logo.svg',
  clients: {
    windows: [{ id: 1, type: 'windows', version: '3.8.0', download_link: '/downloads/pos.exe' }],
    macos: [],
    ios: [{ id: 2, type: 'ios', version: '3.8.0', download_link: 'https://apps.apple.com/app/tallybook-pos/id1' }],
    android: [{ id: 3, type: 'android', version: '3.7.5', download_link: '/downloads/pos.apk' }],
  },
};
const request = (path: string, init: RequestInit & { agent?: string } = {}) =>
  new Request(`http://web.test${path}`, {
    ...init,
    headers: { ...(init.agent && { 'user-agent': init.agent }), ...(init.headers as Record<string, string>) },
  });
const context = (fetch: ReturnType<typeof fakeFetch>['fetch']) => ({ apiFetch: fetch }) as unknown as WebLoadContext;
const form = (fields: Record<string, string>) => {
  const body = new URLSearchParams(fields);
  return { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } };
};

describe('the invite landing', () => {
  it('reads the terms of the code, logs the visit once, and offers the app store of the phone', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /recommend/terms': { data: terms() },
      'GET /api/product': { data: { list: [{ ...POS, alias: 'tallybook' }], total: 1 } },
      'POST /recommend/invite/click/log': { data: { recorded: true } },
    });
    const data = await loadInviteLanding(
      request('/invite/middle?invite=K7M2Q9&lang=en-US', { agent: IPHONE }),
      context(fetch),
    );
    expect(data.programme).toBe('tallybook');
    expect(data.terms.inviter?.nickname).toBe('王**');
    expect(data.appLink).toEqual({ href: 'https://apps.apple.com/app/tallybook-pos/id1', store: 'appStore' });
    expect(data.registerHref).toBe('/invite/register?invite=K7M2Q9');
    expect(data.messages).toEqual(['invite-join']);
    expect(calls.find((call) => call.path === '/recommend/terms')?.query).toMatchObject({
      programme: 'tallybook',
      code: 'K7M2Q9',
    });
    expect(calls.filter((call) => call.path === '/recommend/invite/click/log')).toEqual([
      expect.objectContaining({ method: 'POST', body: { code: 'K7M2Q9', page: 'invite/middle' } }),
    ]);
    // the canonical address is the page's, never the visitor's code
    expect(data.seo.canonical).not.toContain('K7M2Q9');
  });

  it('is the second product on the xh share page, whatever the parameter says', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /recommend/terms': { data: terms({ programme: 'xh' }) },
      'GET /api/product': { data: { list: [POS], total: 1 } },
    });
    const data = await loadInviteLanding(request('/invite/xh-share/shared?invite=K7M2Q9'), context(fetch));
    expect(data.programme).toBe('xh');
    expect(calls.find((call) => call.path === '/api/product')?.query).toMatchObject({ alias: 'tallybook-pos' });
    expect(calls.find((call) => call.path === '/recommend/terms')?.query.programme).toBe('xh');
    expect(calls.find((call) => call.path === '/recommend/invite/click/log')?.body).toEqual({
      code: 'K7M2Q9',
      page: 'invite/xh-share/shared',
    });
    // a desktop browser: the product's download page
    expect(data.appLink).toEqual({ href: '/invite/xh-share/download', store: 'download' });
    expect(data.registerHref).toBe('/invite/register?invite=K7M2Q9&invite_programme=xh');
  });

  it('stands when the visit log fails, and logs nothing without a code', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /recommend/terms': { data: terms({ inviter: null }) },
      'POST /recommend/invite/click/log': { status: 500, code: 500, msg: 'down' },
    });
    const failing = await loadInviteLanding(request('/invite/middle?invite=NOPE00'), context(fetch));
    expect(failing.terms.inviter).toBeNull();
    // an unknown code is not carried on to the registration
    expect(failing.registerHref).toBe('/invite/register');
    const none = await loadInviteLanding(request('/invite/middle'), context(fetch));
    expect(none.code).toBe('');
    expect(none.registerHref).toBe('/invite/register');
    expect(calls.filter((call) => call.path === '/recommend/invite/click/log')).toHaveLength(1);
  });

  it('fails with the call status when the terms cannot be read', async () => {
    const { fetch } = fakeFetch({ 'GET /recommend/terms': { status: 503, code: 503, msg: 'down' } });
    const thrown = await loadInviteLanding(request('/invite/middle?invite=K7M2Q9'), context(fetch)).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(503);
  });

  it('logs "continue in the browser" and goes on to the registration with the code and programme', async () => {
    const { fetch, calls } = fakeFetch({ 'POST /recommend/activity/log': { status: 429, code: 429, msg: 'slow' } });
    const thrown = await postInviteLanding(
      request('/invite/xh-share/shared?invite=K7M2Q9&invite_programme=xh', form({ intent: 'continue' })),
      fetch,
    ).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('location')).toBe('/invite/register?invite=K7M2Q9&invite_programme=xh');
    expect(calls[0]).toMatchObject({
      path: '/recommend/activity/log',
      body: { code: 'K7M2Q9', activity: 'invite/xh-share/shared', action: 'register' },
    });
  });

  it('refuses an unknown form without calling the server', async () => {
    const { fetch, calls } = fakeFetch({});
    for (const intent of ['open-app', 'drop']) {
      const thrown = await postInviteLanding(request('/invite/middle?invite=K7M2Q9', form({ intent })), fetch).catch(
        (error: unknown) => error,
      );
      expect((thrown as Response).status).toBe(400);
    }
    expect(calls).toEqual([]);
  });
});

describe('the app link', () => {
  it('is Google Play before the package on Android, and the download page when the product has no app', () => {
    const android = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const play = {
      id: 9,
      type: 'android' as const,
      version: '1',
      download_link: 'https://play.google.com/store/apps/details?id=x',
    };
    const product = { ...POS, clients: { ...POS.clients, android: [...POS.clients.android, play] } } as never;
    expect(appLinkOf(product, 'android', 'tallybook').store).toBe('googlePlay');
    expect(appLinkOf(POS as never, 'android', 'xh')).toEqual({ href: '/downloads/pos.apk', store: 'androidPackage' });
    expect(appLinkOf(null, 'ios', 'tallybook')).toEqual({ href: '/download', store: 'download' });
    expect(android).toContain('Android');
  });
});

describe('the invite registration', () => {
  it('reads the terms of the code and programme, and whether someone is logged in', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /recommend/terms': { data: terms({ programme: 'xh' }) },
      'GET /webzhj/info': { status: 401, code: 401, msg: 'Please log in' },
    });
    const data = await loadInviteRegister(
      request('/invite/register?invite=K7M2Q9&invite_programme=xh'),
      context(fetch),
    );
    expect(data.programme).toBe('xh');
    expect(data.phoneHide).toBeNull();
    expect(data.messages).toEqual(['invite-join', 'login']);
    expect(calls.find((call) => call.path === '/recommend/terms')?.query).toMatchObject({
      programme: 'xh',
      code: 'K7M2Q9',
    });
  });

  it('binds a logged-in user to the code and programme, saying the refusal in the server words', async () => {
    const { fetch, calls } = fakeFetch({
      'POST /recommend/invite/bind': { status: 409, code: 409, msg: 'You already have an inviter.' },
    });
    const answer = await postInviteBind(
      request('/invite/register?invite=K7M2Q9&invite_programme=xh', form({ intent: 'bind' })),
      fetch,
    );
    expect(answer).toEqual({ intent: 'bind', ok: false, problem: 'You already have an inviter.' });
    expect(calls[0]).toMatchObject({ path: '/recommend/invite/bind', body: { code: 'K7M2Q9', programme: 'xh' } });
    const plain = fakeFetch({ 'POST /recommend/invite/bind': { data: { bound: false } } });
    expect(
      await postInviteBind(request('/invite/register?invite=K7M2Q9', form({ intent: 'bind' })), plain.fetch),
    ).toEqual({ intent: 'bind', ok: true, bound: false, msg: 'ok' });
    expect(plain.calls[0]?.body).toEqual({ code: 'K7M2Q9' });
  });

  it('refuses an unknown form', async () => {
    const { fetch, calls } = fakeFetch({});
    const thrown = await postInviteBind(request('/invite/register', form({ intent: 'x' })), fetch).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe('the welcome after registering', () => {
  const coupons = [
    {
      couponUserId: 4,
      name: 'Welcome',
      kind: 'fixed',
      value: 5000,
      minSpend: 50000,
      expiresAt: '2026-12-27T00:00:00Z',
    },
    {
      couponUserId: 7,
      name: 'Invited friend',
      kind: 'fixed',
      value: 3000,
      minSpend: 30000,
      expiresAt: '2026-12-27T00:00:00Z',
    },
  ];

  it('sends a visitor to log in and back', async () => {
    const { fetch } = fakeFetch({ 'GET /webzhj/info': { status: 401, code: 401, msg: 'Please log in' } });
    const thrown = await loadInviteWelcome(request('/invite/xh-share/register-success'), context(fetch)).catch(
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('location')).toBe('/login?next=%2Finvite%2Fxh-share%2Fregister-success');
  });

  it('finds the welcome coupon of the programme among the user coupons', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /webzhj/info': { data: { phoneHide: '139****0001' } },
      'GET /recommend/terms': { data: terms() },
      'GET /ommall/srvmall/coupon/couponuser': { data: coupons },
    });
    const data = await loadInviteWelcome(request('/invite/register-success'), context(fetch));
    expect(data.coupon?.couponUserId).toBe(7);
    expect(data.phoneHide).toBe('139****0001');
    expect(calls.find((call) => call.path === '/recommend/terms')?.query.programme).toBe('tallybook');
  });

  it('finds the coupon of the other programme when the invitation came through it', async () => {
    const xh = { ...terms().terms, inviteeCoupon: { valueFen: 2000, minSpendFen: 20000, validDays: 15 } };
    const { fetch } = fakeFetch({
      'GET /webzhj/info': { data: { phoneHide: '139****0001' } },
      'GET /recommend/terms?programme=xh': { data: terms({ programme: 'xh', terms: xh }) },
      'GET /recommend/terms?programme=tallybook': { data: terms() },
      'GET /ommall/srvmall/coupon/couponuser': { data: coupons },
    });
    const data = await loadInviteWelcome(request('/invite/xh-share/register-success'), context(fetch));
    // the page speaks of the xh programme; the coupon held is the main programme's (¥30 from ¥300)
    expect(data.terms.programme).toBe('xh');
    expect(data.coupon?.couponUserId).toBe(7);
  });

  it('says no coupon when none matches the terms (the xh coupon is another)', async () => {
    const { fetch, calls } = fakeFetch({
      'GET /webzhj/info': { data: { phoneHide: '139****0001' } },
      'GET /recommend/terms': {
        data: terms({
          programme: 'xh',
          terms: { ...terms().terms, inviteeCoupon: { valueFen: 2000, minSpendFen: 20000, validDays: 15 } },
        }),
      },
      'GET /ommall/srvmall/coupon/couponuser': { data: coupons },
    });
    const data = await loadInviteWelcome(request('/invite/xh-share/register-success'), context(fetch));
    expect(data.programme).toBe('xh');
    expect(data.coupon).toBeNull();
    expect(calls.find((call) => call.path === '/recommend/terms')?.query.programme).toBe('xh');
  });
});

describe('the second product downloads', () => {
  it('lists tallybook-pos from the content API with the visitor platform', async () => {
    const { fetch, calls } = fakeFetch({ 'GET /api/product': { data: { list: [POS], total: 1 } } });
    const data = await loadPosDownload(request('/invite/xh-share/download', { agent: IPHONE }), context(fetch));
    expect(data.product?.alias).toBe('tallybook-pos');
    expect(data.device).toBe('ios');
    expect(calls[0]?.query).toMatchObject({ alias: 'tallybook-pos', clients: '1' });
    expect(data.messages).toEqual(['invite-join', 'download']);
  });
});
