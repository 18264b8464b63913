import { message, type WebLoadContext } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '../../../lib/http';
import { incomeAction, loadPartnerIncome } from './income.server';

type Answer = { ok: boolean; data: unknown; msg: string };
type Call = { method: 'GET' | 'POST'; path: string; json?: unknown; init?: RequestOptions };

/** An API client answering each `METHOD path` from `answers`, recording the calls. */
function fakeApi(answers: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  const answer = (call: Call) => {
    calls.push(call);
    const found = answers[`${call.method} ${call.path}`]?.(call) ?? { ok: false, data: null, msg: 'not found' };
    return Promise.resolve({ ...found, kind: found.ok ? 'ok' : 'refused', status: found.ok ? 200 : 400, body: null });
  };
  const api = {
    get: (path: string, init?: RequestOptions) => answer({ method: 'GET', path, init }),
    post: (path: string, json?: unknown, init?: RequestOptions) => answer({ method: 'POST', path, json, init }),
  } as unknown as HttpClient;
  return { api, calls };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const payee = {
  bankCode: 'ICBC',
  bankName: '中国工商银行',
  cardNoMasked: '**** **** **** 0128',
  cardLast4: '0128',
  residentIdMasked: '110***********002X',
  payeeName: '王小明',
  updatedAt: '2026-11-20T02:00:00.000Z',
};
const info = (overrides: Record<string, unknown> = {}) => ({
  ok: true,
  msg: 'ok',
  data: {
    withdrawableFen: 16_173,
    withdrawingFen: 0,
    minimumFen: 10_000,
    payee,
    preview: { grossFen: 15_000, taxFen: 0, netFen: 15_000 },
    ...overrides,
  },
});
const P = '/ommall/promoter';

describe('the income screen’s action', () => {
  it('previews a withdrawal with the server’s tax and net, and a key for its confirmation', async () => {
    const { api, calls } = fakeApi({ [`GET ${P}/cash-apply-info`]: () => info() });
    const answer = await incomeAction(form({ intent: 'preview-withdrawal', amount: ' 150 ' }), api, 'zh-CN');
    expect(answer).toMatchObject({
      intent: 'preview-withdrawal',
      ok: true,
      preview: { amount: '150', grossFen: 15_000, taxFen: 0, netFen: 15_000 },
    });
    expect(calls[0]?.init?.query).toEqual({ amount: ' 150 ' });
    const key = answer.ok && answer.intent === 'preview-withdrawal' ? answer.preview.idempotencyKey : '';
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const again = await incomeAction(form({ intent: 'preview-withdrawal', amount: '150' }), api, 'zh-CN');
    expect(again.ok && again.intent === 'preview-withdrawal' && again.preview.idempotencyKey).not.toBe(key);
  });

  it('refuses a preview as the withdrawal would be: no payee first, then the amount (spec §5)', async () => {
    const without = fakeApi({ [`GET ${P}/cash-apply-info`]: () => info({ payee: null }) });
    expect(await incomeAction(form({ intent: 'preview-withdrawal', amount: '0' }), without.api, 'zh-CN')).toEqual({
      intent: 'preview-withdrawal',
      ok: false,
      problem: message('zh-CN', 'bankDetailsRequired'),
    });
    const { api } = fakeApi({ [`GET ${P}/cash-apply-info`]: () => info({ preview: null }) });
    const problem = async (amount: string) => {
      const answer = await incomeAction(form({ intent: 'preview-withdrawal', amount }), api, 'en-US');
      return answer.ok ? '' : answer.problem;
    };
    expect(await problem('')).toBe(message('en-US', 'amountNotPositive'));
    expect(await problem('1.234')).toBe(message('en-US', 'amountWrong'));
    expect(await problem('200')).toBe(message('en-US', 'amountOverWithdrawable'));
    expect(await problem('99.99')).toBe(message('en-US', 'minimumWithdrawal'));
  });

  it('withdraws with the preview’s Idempotency-Key, and answers the server’s refusal as it worded it', async () => {
    const withdrawal = { id: 7, withdrawalNo: 'W2026112700000001', grossFen: 15_000, taxFen: 0, netFen: 15_000 };
    const { api, calls } = fakeApi({ [`POST ${P}/cash-apply`]: () => ({ ok: true, data: withdrawal, msg: 'ok' }) });
    const fields = { intent: 'withdraw', amount: '150', idempotencyKey: 'key-1' };
    expect(await incomeAction(form(fields), api, 'zh-CN')).toEqual({ intent: 'withdraw', ok: true, withdrawal });
    expect(calls[0]).toMatchObject({
      json: { amount: '150' },
      init: { headers: { 'Idempotency-Key': 'key-1' } },
    });

    const refused = fakeApi({
      [`POST ${P}/cash-apply`]: () => ({ ok: false, data: null, msg: message('zh-CN', 'amountOverWithdrawable') }),
    });
    expect(await incomeAction(form(fields), refused.api, 'zh-CN')).toEqual({
      intent: 'withdraw',
      ok: false,
      problem: message('zh-CN', 'amountOverWithdrawable'),
    });
    // a confirmation without a key it could repeat safely is no request of this screen
    for (const idempotencyKey of ['', 'a b', 'x'.repeat(129)]) {
      await expect(incomeAction(form({ ...fields, idempotencyKey }), api, 'zh-CN')).rejects.toMatchObject({
        status: 400,
      });
    }
    expect(calls).toHaveLength(1);
  });

  it('saves the payee with the bank chosen, or leaves the bank to the card’s BIN', async () => {
    const { api, calls } = fakeApi({ [`POST ${P}/bank`]: () => ({ ok: true, data: payee, msg: 'ok' }) });
    const fields = {
      intent: 'save-payee',
      cardNo: '6222 0212 3456 7890',
      residentId: '11010519491231002X',
      payeeName: '王小明',
    };
    expect(await incomeAction(form({ ...fields, bankCode: '' }), api, 'zh-CN')).toEqual({
      intent: 'save-payee',
      ok: true,
    });
    expect(calls[0]?.json).toEqual({ cardNo: fields.cardNo, residentId: fields.residentId, payeeName: '王小明' });
    await incomeAction(form({ ...fields, bankCode: 'CMB' }), api, 'zh-CN');
    expect(calls[1]?.json).toMatchObject({ bankCode: 'CMB' });
    // a bank code no bank has is the BIN's choice, as the select offers nothing else
    await incomeAction(form({ ...fields, bankCode: 'NOPE' }), api, 'zh-CN');
    expect(calls[2]?.json).not.toHaveProperty('bankCode');

    const refused = fakeApi({
      [`POST ${P}/bank`]: () => ({ ok: false, data: null, msg: '银行卡号有误，请核对后重新输入' }),
    });
    expect(await incomeAction(form(fields), refused.api, 'zh-CN')).toEqual({
      intent: 'save-payee',
      ok: false,
      problem: '银行卡号有误，请核对后重新输入',
    });
  });

  it('searches banks by what was typed, and refuses an intent it does not know', async () => {
    const banks = [{ code: 'CMB', name: '招商银行' }];
    const { api, calls } = fakeApi({
      [`POST ${P}/bank-name-search`]: () => ({ ok: true, data: { list: banks }, msg: 'ok' }),
    });
    expect(await incomeAction(form({ intent: 'search-banks', keyword: ' 招行 ' }), api, 'zh-CN')).toEqual({
      intent: 'search-banks',
      ok: true,
      keyword: '招行',
      banks,
    });
    expect(calls[0]?.json).toEqual({ keyword: '招行' });
    await expect(incomeAction(form({ intent: 'nickname' }), api, 'zh-CN')).rejects.toMatchObject({ status: 400 });
  });
});

describe('the income screen’s loader', () => {
  const balances = { pendingFen: 0, withdrawableFen: 16_173, withdrawingFen: 0, paidOutFen: 0, taxWithheldFen: 0 };
  const answers: Record<string, unknown> = {
    '/ommall/promoter/verify': { partner: { name: '王小明', level: 'gold' } },
    [`${P}/serial-sum`]: { ...balances, byType: [] },
    [`${P}/rebate-info`]: { list: [], total: 3, cumulativeShareFen: 20_000, cumulativeIncomeFen: 16_173 },
    [`${P}/cash-apply-info`]: info().data,
    [`${P}/service-award-info`]: { level: 'gold', list: [], parentShareBp: 1_000, rebatePeriodDays: 7 },
    [`${P}/bank-name-search`]: { list: [{ code: 'ICBC', name: 'البنك الصناعي والتجاري الصيني' }] },
    [`${P}/serial-list`]: { list: [], total: 0 },
    [`${P}/withdraw-list`]: { list: [], total: 4 },
  };
  /** The page at `search`, its calls answered from `answers` (the partner's, or a visitor's: verify says 401). */
  async function load(search: string, visitor = false) {
    const urls: URL[] = [];
    const languages: Array<string | null> = [];
    const apiFetch = async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://tallybook.test');
      urls.push(url);
      languages.push(new Headers(init.headers).get('accept-language'));
      if (visitor) return new Response(JSON.stringify({ code: 401, data: null, msg: 'login' }), { status: 401 });
      return new Response(JSON.stringify({ code: 200, data: answers[url.pathname] ?? null, msg: 'ok' }));
    };
    const request = new Request(`http://tallybook.test/agent/divide${search}`, {
      headers: { cookie: 'lang=zh-CN' },
    });
    const data = await loadPartnerIncome(request, { apiFetch } as unknown as WebLoadContext);
    return { data, urls, languages };
  }

  it('asks every call in the page’s language, not the language cookie’s, and only for the list it opens', async () => {
    const { data, urls, languages } = await load('?lang=ar&list=withdrawals&state=withdrawn&page=2');
    // named as the web client names it (Accept-Language), which the in-process call ranks before the
    // cookie (apps/server web-app.ts): no `?lang=` of the screen's own
    expect(languages).toEqual(urls.map(() => 'ar'));
    expect(urls.filter((url) => url.searchParams.has('lang'))).toEqual([]);
    // the partner check aside (partner-session.server.ts), which names nothing
    const asked = urls.filter((url) => url.pathname.startsWith(P) && !url.pathname.endsWith('/verify'));
    expect(asked.map((url) => url.pathname).sort()).toEqual(
      ['bank-name-search', 'cash-apply-info', 'rebate-info', 'serial-sum', 'service-award-info', 'withdraw-list'].map(
        (name) => `${P}/${name}`,
      ),
    );
    const list = asked.find((url) => url.pathname.endsWith('/withdraw-list'));
    expect(Object.fromEntries(list?.searchParams ?? [])).toEqual({
      type: 'withdrawn',
      page: '2',
      rows: '10',
    });
    expect(data.open).toEqual({ list: 'withdrawals', rows: [], total: 4 });
    expect(data.balances).toEqual({ ...balances, cumulativeShareFen: 20_000, cumulativeIncomeFen: 16_173 });
    expect(data.withdrawal).toEqual({ withdrawableFen: 16_173, minimumFen: 10_000, payee });
    expect(data.messages).toEqual(['partner-income', 'ui']);
  });

  it('sends a visitor to the partner login', async () => {
    await expect(load('', true)).rejects.toMatchObject({ status: 302, headers: expect.any(Headers) });
    const redirect = await load('', true).catch((response: Response) => response);
    expect((redirect as Response).headers.get('location')).toBe('/agent/login');
  });
});
