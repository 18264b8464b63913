import { describe, expect, it, vi } from 'vitest';
import { placeOrder } from './place-order.server';

const answer = (body: unknown) => new Response(JSON.stringify(body));
const order = { kind: 'new', skuId: 3, serviceNumber: 'KDZHJ01', quantity: 1, couponUserId: 7 };
const invoice = {
  invoiceType: 'normal',
  mediaType: 'electronic',
  titleType: 'personal',
  title: 'Li Lei',
  email: 'li@example.com',
};
type Call = [string, RequestInit];

describe("the order-check page's order action", () => {
  it('places the order with the key the browser drew for it and answers the order number', async () => {
    const fetch = vi.fn(async () => answer({ code: 200, data: { orderNo: 'TB1', userId: 5 }, msg: 'ok' }));
    expect(await placeOrder({ intent: 'place-order', order, key: 'k-1' }, 'en-US', fetch)).toEqual({
      intent: 'place-order',
      ok: true,
      orderNo: 'TB1',
    });
    const [path, init] = fetch.mock.calls[0] as unknown as Call;
    expect(`${init.method} ${path}`).toBe('POST /ommall/srvmall/order');
    expect(new Headers(init.headers).get('idempotency-key')).toBe('k-1');
    expect(JSON.parse(String(init.body))).toEqual(order);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('saves the fapiao profile when asked, and still goes on to payment when that fails, with a warning', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer({ code: 200, data: { orderNo: 'TB2', userId: 5 }, msg: 'ok' }))
      .mockResolvedValueOnce(answer({ code: 500, data: null, msg: 'profile not saved' }));
    const result = await placeOrder({ order: { ...order, invoice }, key: 'k-2', saveProfile: true }, 'en-US', fetch);
    expect(result).toEqual({ intent: 'place-order', ok: true, orderNo: 'TB2', warning: 'profile not saved' });
    const [path] = fetch.mock.calls[1] as unknown as Call;
    expect(path).toBe('/ommall/srvmall/order/invoice/5/save');
  });

  it("answers the mall's refusal as the mall worded it", async () => {
    const fetch = vi.fn(async () => answer({ code: 400, data: null, msg: '优惠券不可用' }));
    expect(await placeOrder({ order, key: 'k-3' }, 'zh-CN', fetch)).toEqual({
      intent: 'place-order',
      ok: false,
      problem: '优惠券不可用',
    });
  });

  it('refuses without calling the mall: no order, a forged quantity, a key that is not one, a bad fapiao', async () => {
    const fetch = vi.fn(async () => answer({ code: 200, data: { orderNo: 'X', userId: 1 }, msg: 'ok' }));
    const refused = [
      null,
      { key: 'k' },
      { order: { ...order, quantity: 10_000 }, key: 'k' },
      { order, key: '' },
      { order, key: 'a\u0000b' },
      { order, key: 'x'.repeat(129) },
      { order, key: 42 },
    ];
    for (const body of refused) {
      const result = await placeOrder(body, 'en-US', fetch);
      expect(result.ok).toBe(false);
    }
    const badFapiao = await placeOrder(
      { order: { ...order, invoice: { ...invoice, email: 'nope' } }, key: 'k' },
      'en-US',
      fetch,
    );
    expect(badFapiao).toMatchObject({ ok: false, problems: { email: expect.any(String) } });
    expect(fetch).not.toHaveBeenCalled();
  });
});
