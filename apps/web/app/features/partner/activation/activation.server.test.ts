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
    expect(calls[0]?.init?.query).toEqual({ merchantId: 7, serviceNumber: 'KDZHJ01', skuId: 3 });
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
    expect(calls[0]?.init?.query).toEqual({ serviceNumber: 'KDZHJ01' });
    expect(answer).toEqual({
      intent: 'check',
      ok: false,
      selection: { merchantId: '', serviceNumber: 'KDZHJ01', skuId: '' },
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
    expect(calls[0]?.json).toEqual({ merchantId: 7, serviceNumber: 'KDZHJ01', skuId: 3 });
    expect(calls[0]?.init?.headers).toEqual({ 'Idempotency-Key': key });
  });

  it('refuses a confirmation without a key as a bad request', async () => {
    const { api, calls } = fakeApi({});
    await expect(activationAction(form({ intent: 'activate', merchantId: '7' }), api, 'en-US')).rejects.toBeInstanceOf(
      Response,
    );
    expect(calls).toEqual([]);
  });
});
