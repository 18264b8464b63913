import { message } from '@tallybook/domain';
import { describe, expect, it, vi } from 'vitest';
import { requestInvoice } from './request-invoice.server';

const personal = {
  invoiceType: 'normal',
  mediaType: 'electronic',
  titleType: 'personal',
  title: 'Han Meimei',
  email: 'han@example.com',
};
const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe("the fapiao request's action", () => {
  it('asks the mall for the fapiao, then saves the profile when the visitor asked', async () => {
    const fetch = vi.fn(async () => answer({ code: 200, data: null, msg: 'ok' }));
    const result = await requestInvoice(
      { orderId: 7, userId: 3, saveProfile: true, invoice: personal },
      'en-US',
      fetch,
    );
    expect(result).toEqual({ ok: true });
    const calls = fetch.mock.calls as unknown as Array<[string, RequestInit]>;
    expect(calls.map(([path, init]) => `${init.method} ${path}`)).toEqual([
      'POST /ommall/srvmall/order/addinvoice/7',
      'POST /ommall/srvmall/order/invoice/3/save',
    ]);
    expect(JSON.parse(String(calls[0]?.[1].body))).toMatchObject(personal);
  });

  it('does not save the profile unless asked, and says what the mall refused', async () => {
    const fetch = vi.fn(async () => answer({ code: 400, data: null, msg: '该订单已申请发票' }));
    const result = await requestInvoice(
      { orderId: 7, userId: 3, saveProfile: false, invoice: personal },
      'zh-CN',
      fetch,
    );
    expect(result).toEqual({ ok: false, problem: '该订单已申请发票' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("runs the domain's fapiao checks before calling, worded in the page's language", async () => {
    const fetch = vi.fn();
    const result = await requestInvoice(
      { orderId: 7, userId: 3, saveProfile: true, invoice: { ...personal, titleType: 'company', title: 'ACME' } },
      'en-US',
      fetch,
    );
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.problems?.taxId).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a body that is not a fapiao request', async () => {
    const fetch = vi.fn();
    for (const body of [null, { orderId: 'x', userId: 3, invoice: personal }, { orderId: 7, userId: 3, invoice: {} }]) {
      expect(await requestInvoice(body, 'en-US', fetch)).toEqual({
        ok: false,
        problem: message('en-US', 'requestError', { status: 400 }),
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
