import { message } from '@tallybook/domain';
import { describe, expect, it, vi } from 'vitest';
import { goodsListProblem, mallApi } from './mall-api';

describe('the mall calls', () => {
  it('show the server message of a failed goods list, or 获取商品列表出错 (spec §7)', () => {
    expect(goodsListProblem({ body: { code: 503, data: null, msg: '维护中' } }, 'zh-CN')).toBe('维护中');
    expect(goodsListProblem({ body: null }, 'zh-CN')).toBe('获取商品列表出错');
    expect(goodsListProblem({ body: { msg: ' ' } }, 'en-US')).toBe(message('en-US', 'fetchGoodsFailed'));
  });

  it("carry the page's language in Accept-Language, not in the address, and an Idempotency-Key when placing an order", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ code: 200, data: null, msg: 'ok' })));
    const api = mallApi('ar', fetch);
    await api.services();
    await api.createOrder({ kind: 'new', skuId: 5, quantity: 1 }, 'key-1');
    const [servicesCall, orderCall] = fetch.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
    expect(servicesCall[0]).toBe('/ommall/srvmall/services/display/11');
    expect(new Headers(servicesCall[1].headers).get('accept-language')).toBe('ar');
    expect(orderCall[0]).toBe('/ommall/srvmall/order');
    expect(new Headers(orderCall[1].headers).get('idempotency-key')).toBe('key-1');
  });
});
