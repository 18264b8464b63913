import { message } from '@tallybook/domain';
import { describe, expect, it, vi } from 'vitest';
import { cancelOpenOrder } from './cancel-open-order.server';

const answer = (body: unknown) => new Response(JSON.stringify(body));
const order = { orderId: 41, userId: 7, orderNo: 'TB20261125101500123456', status: 'unpaid' };

describe("the order-check page's cancel-the-open-order action", () => {
  it('reads the order with the visitor’s cookies, then cancels it for its owner', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer({ code: 200, data: order, msg: 'ok' }))
      .mockResolvedValueOnce(answer({ code: 200, data: { ...order, status: 'cancelled' }, msg: 'ok' }));
    const result = await cancelOpenOrder({ orderNo: order.orderNo }, 'en-US', fetch);
    expect(result).toEqual({ intent: 'cancel-open-order', ok: true, orderNo: order.orderNo });
    const calls = fetch.mock.calls.map(([path, init]) => `${(init as RequestInit).method ?? 'GET'} ${path}`);
    expect(calls).toEqual([`GET /ommall/srvmall/order/${order.orderNo}`, 'DELETE /ommall/srvmall/order/41?userId=7']);
  });

  it('cancels nothing for an order that is not the visitor’s, and says the mall’s words', async () => {
    const fetch = vi.fn(async () => answer({ code: 404, data: null, msg: '订单不存在' }));
    expect(await cancelOpenOrder({ orderNo: 'TB-someone-else' }, 'zh-CN', fetch)).toEqual({
      intent: 'cancel-open-order',
      ok: false,
      problem: '订单不存在',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a body without an order number, or with a huge one, without calling the mall', async () => {
    const fetch = vi.fn();
    for (const body of [null, {}, { orderNo: 42 }, { orderNo: 'x'.repeat(10_000) }]) {
      expect(await cancelOpenOrder(body, 'en-US', fetch)).toEqual({
        intent: 'cancel-open-order',
        ok: false,
        problem: message('en-US', 'orderNotFound'),
      });
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});
