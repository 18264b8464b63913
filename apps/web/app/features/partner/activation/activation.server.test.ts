import { message } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import type { HttpClient, RequestOptions } from '../../../lib/http';
import { activationAction } from './activation.server';

type Answer = { ok: boolean; data: unknown; msg: string; status?: number };
type Call = { method: 'GET' | 'POST'; path: string; json?: unknown; init?: RequestOptions };

/** An API client answering each `METHOD path` from `answers`, recording the calls. */
function fakeApi(answers: Record<string, (call: Call) => Answer>) {
  const calls: Call[] = [];
  const answer = (call: Call) => {
    calls.push(call);
    const found = answers[`${call.method} ${call.path}`]?.(call) ?? { ok: false, data: null, msg: 'not found' };
    const status = found.status ?? (found.ok ? 200 : 400);
    return Promise.resolve({ ...found, kind: found.ok ? 'ok' : 'refused', status, body: null });
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

const P = '/ommall/promoter';
const offer = {
  merchantId: 7,
  serviceNumber: 'KDZHJ01',
  serviceName: 'Tallybook',
  skuId: 3,
  level: 'professional',
  edition: '专业版',
  months: 12,
  amountFen: 128_000,
  allowed: true,
};

describe('the activation screen’s action', () => {
  it('checks the selection with active-verify and answers the offer with a key for its confirmation', async () => {
    const { api, calls } = fakeApi({ [`GET ${P}/active-verify`]: () => ({ ok: true, msg: 'ok', data: offer }) });
    const answer = await activationAction(
      form({ intent: 'check', merchantId: '7', serviceNumber: 'KDZHJ01', skuId: '3' }),
      api,
      'zh-CN',
    );
    expect(calls[0]?.init?.query).toEqual({ merchantId: 7, serviceNumber: 'KDZHJ01', skuId: 3, payMode: 'link' });
    expect(answer).toMatchObject({ intent: 'check', ok: true, offer: { amountFen: 128_000 } });
    expect(answer.ok && answer.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leaves an empty choice out, so the server answers spec §5’s message, shown at the top', async () => {
    const required = message('zh-CN', 'activationSelectionRequired');
    const { api, calls } = fakeApi({ [`GET ${P}/active-verify`]: () => ({ ok: false, data: null, msg: required }) });
    const answer = await activationAction(
      form({ intent: 'check', merchantId: '', serviceNumber: 'KDZHJ01' }),
      api,
      'zh-CN',
    );
    expect(calls[0]?.init?.query).toEqual({ serviceNumber: 'KDZHJ01', payMode: 'link' });
    expect(answer).toEqual({
      intent: 'check',
      ok: false,
      selection: { merchantId: '', serviceNumber: 'KDZHJ01', skuId: '', payMode: 'link' },
      problem: required,
      field: null,
    });
  });

  it('puts a refusal about the customer by the customer field', async () => {
    const notMine = message('ar', 'customerNotFound');
    const { api } = fakeApi({
      [`GET ${P}/active-verify`]: () => ({ ok: false, data: null, msg: notMine, status: 404 }),
    });
    const answer = await activationAction(
      form({ intent: 'check', merchantId: '99', serviceNumber: 'KDZHJ01', skuId: '3' }),
      api,
      'ar',
    );
    expect(answer).toMatchObject({ ok: false, problem: notMine, field: 'merchantId' });
  });

  it('activates with the offer’s Idempotency-Key and goes on to the activation’s pay link', async () => {
    const { api, calls } = fakeApi({
      [`POST ${P}/service`]: () => ({
        ok: true,
        msg: 'ok',
        data: { orderNo: 'TB2026112700001', payPath: '/order/pay' },
      }),
    });
    const key = '5b0c1a52-7a43-4a41-9d3f-0d2c7c1f6a11';
    const sent = activationAction(
      form({ intent: 'activate', merchantId: '7', serviceNumber: 'KDZHJ01', skuId: '3', idempotencyKey: key }),
      api,
      'en-US',
    );
    const thrown = await sent.then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/agent/open-success?orderNo=TB2026112700001');
    expect(calls[0]?.json).toEqual({ merchantId: 7, serviceNumber: 'KDZHJ01', skuId: 3, payMode: 'link' });
    expect(calls[0]?.init?.headers).toEqual({ 'Idempotency-Key': key });
  });

  it('refuses a confirmation without a key as a bad request', async () => {
    const { api, calls } = fakeApi({});
    await expect(activationAction(form({ intent: 'activate', merchantId: '7' }), api, 'en-US')).rejects.toBeInstanceOf(
      Response,
    );
    expect(calls).toEqual([]);
  });

  it('sends the pay mode chosen: from the ordering balance, checked and confirmed as balance', async () => {
    const { api, calls } = fakeApi({
      [`GET ${P}/active-verify`]: () => ({ ok: true, msg: 'ok', data: { ...offer, payMode: 'balance' } }),
      [`POST ${P}/service`]: () => ({ ok: true, msg: 'ok', data: { orderNo: 'TB2026112700002', payPath: null } }),
    });
    const choice = { merchantId: '7', serviceNumber: 'KDZHJ01', skuId: '3', payMode: 'balance' };
    const checked = await activationAction(form({ intent: 'check', ...choice }), api, 'en-US');
    expect(calls[0]?.init?.query).toMatchObject({ payMode: 'balance' });
    expect(checked).toMatchObject({ ok: true, selection: { payMode: 'balance' } });
    const key = '5b0c1a52-7a43-4a41-9d3f-0d2c7c1f6a12';
    const thrown = await activationAction(
      form({ intent: 'activate', ...choice, idempotencyKey: key }),
      api,
      'en-US',
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect((thrown as Response).headers.get('location')).toBe('/agent/open-success?orderNo=TB2026112700002');
    expect(calls[1]?.json).toMatchObject({ payMode: 'balance' });
  });

  it('takes anything but balance as a pay link', async () => {
    const { api, calls } = fakeApi({ [`GET ${P}/active-verify`]: () => ({ ok: true, msg: 'ok', data: offer }) });
    await activationAction(form({ intent: 'check', merchantId: '7', payMode: 'card\u0000' }), api, 'en-US');
    expect(calls[0]?.init?.query).toMatchObject({ payMode: 'link' });
  });
});

describe('the ordering balance’s top-up (decision 0041)', () => {
  it('starts a top-up of whole yuan in fen and goes on to the provider’s page', async () => {
    const { api, calls } = fakeApi({
      [`POST ${P}/ordering/top-up`]: () => ({
        ok: true,
        msg: 'ok',
        data: { tradeNo: 'TU1T1', amountFen: 50_000, state: 'pending', payUrl: 'http://127.0.0.1/sandbox/pay?t=1' },
      }),
    });
    const thrown = await activationAction(
      form({ intent: 'topUp', amountYuan: ' 500 ', payType: '2' }),
      api,
      'en-US',
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(calls[0]?.json).toEqual({ amountFen: 50_000, payType: 2 });
    expect((thrown as Response).headers.get('location')).toBe('http://127.0.0.1/sandbox/pay?t=1');
  });

  it('refuses an amount that is not whole yuan within the bounds before asking the server', async () => {
    for (const amountYuan of ['', '0', '12.5', '-5', '500001', 'abc', '1\u00000']) {
      const { api, calls } = fakeApi({});
      const answer = await activationAction(form({ intent: 'topUp', amountYuan }), api, 'zh-CN');
      expect(answer).toMatchObject({ intent: 'topUp', ok: false, amountYuan: amountYuan.trim() });
      expect(answer.ok === false && answer.problem).toMatch(/1.*500000/);
      expect(calls).toEqual([]);
    }
  });

  it('shows the server’s refusal, such as ordering not open', async () => {
    const closed = message('zh-TW', 'orderingNotOpen');
    const { api } = fakeApi({
      [`POST ${P}/ordering/top-up`]: () => ({ ok: false, data: null, msg: closed, status: 403 }),
    });
    const answer = await activationAction(form({ intent: 'topUp', amountYuan: '100' }), api, 'zh-TW');
    expect(answer).toEqual({ intent: 'topUp', ok: false, amountYuan: '100', problem: closed });
  });
});
