import { message } from '@tallybook/domain';
import { describe, expect, it, vi } from 'vitest';
import { type AppPayment, type PayBridge, PaymentRejected, type PaymentResponse, payByType } from './pay-by-type';

const ok: PaymentResponse<AppPayment> = {
  code: 200,
  data: { tradeNo: 'T1', amount: 12_900, params: { prepayId: 'p1' } },
  msg: 'ok',
  body: {},
};

function bridge(overrides: Partial<PayBridge> = {}): PayBridge {
  return {
    wechatInApp: vi.fn(async () => 'success' as const),
    handToNativeApp: vi.fn(),
    alipayMiniApp: vi.fn(async () => undefined),
    navigateTo: vi.fn(),
    ...overrides,
  };
}

describe('payByType (spec §4 payment by type)', () => {
  it('removes the wx helper from the payload before sending it', async () => {
    const send = vi.fn(async () => ok);
    await payByType({
      payType: 1,
      payload: { orderNo: 'A1', payType: 1, wx: { config: 'x' } },
      send,
      bridge: bridge(),
      language: 'en-US',
    });
    expect(send).toHaveBeenCalledWith({ orderNo: 'A1', payType: 1 });
  });

  it('rejects with the response when the code is not 200', async () => {
    const refused: PaymentResponse<AppPayment> = { code: 400, data: null, msg: 'no', body: { code: 400 } };
    const paying = payByType({
      payType: 1,
      payload: {},
      send: async () => refused,
      bridge: bridge(),
      language: 'en-US',
    });
    await expect(paying).rejects.toBeInstanceOf(PaymentRejected);
    await expect(paying).rejects.toMatchObject({ message: 'no', response: refused });
  });

  it('resolves as success for the other pay types without touching the bridge', async () => {
    const host = bridge();
    await expect(
      payByType({ payType: 2, payload: {}, send: async () => ok, bridge: host, language: 'en-US' }),
    ).resolves.toBe(ok);
    expect(host.wechatInApp).not.toHaveBeenCalled();
    expect(host.navigateTo).not.toHaveBeenCalled();
  });

  it('26: pays in the WeChat app, failing with 支付失败 and cancelling with 已取消支付', async () => {
    const pay = (outcome: 'success' | 'failed' | 'cancelled') =>
      payByType({
        payType: 26,
        payload: {},
        send: async () => ok,
        bridge: bridge({ wechatInApp: async () => outcome }),
        language: 'zh-CN',
      });
    await expect(pay('success')).resolves.toBe(ok);
    await expect(pay('failed')).rejects.toThrow(message('zh-CN', 'paymentFailed'));
    await expect(pay('cancelled')).rejects.toThrow(message('zh-CN', 'paymentCancelled'));
    expect(message('zh-CN', 'paymentFailed')).toBe('支付失败');
    expect(message('zh-CN', 'paymentCancelled')).toBe('已取消支付');
  });

  it('26: hands the provider parameters to the WeChat bridge', async () => {
    const host = bridge();
    await payByType({ payType: 26, payload: {}, send: async () => ok, bridge: host, language: 'en-US' });
    expect(host.wechatInApp).toHaveBeenCalledWith({ prepayId: 'p1' });
  });

  it('30: hands the payload to the native app', async () => {
    const host = bridge();
    await payByType({
      payType: 30,
      payload: { orderNo: 'A1', wx: {} },
      send: async () => ok,
      bridge: host,
      language: 'en-US',
    });
    expect(host.handToNativeApp).toHaveBeenCalledWith(expect.objectContaining({ orderNo: 'A1', tradeNo: 'T1' }));
    expect(host.handToNativeApp).not.toHaveBeenCalledWith(expect.objectContaining({ wx: expect.anything() }));
  });

  it('36: pays through the Alipay mini-app', async () => {
    const host = bridge();
    await payByType({ payType: 36, payload: {}, send: async () => ok, bridge: host, language: 'en-US' });
    expect(host.alipayMiniApp).toHaveBeenCalledWith({ prepayId: 'p1' });
  });

  it('37: goes to the mini-program payment page with amount, trade number and result data', async () => {
    const host = bridge();
    await payByType({
      payType: 37,
      payload: {},
      send: async () => ok,
      bridge: host,
      language: 'en-US',
      miniProgramPage: '/pages/pay',
    });
    const url = new URL(`https://x${(host.navigateTo as ReturnType<typeof vi.fn>).mock.calls[0]?.[0]}`);
    expect(url.pathname).toBe('/pages/pay');
    expect(url.searchParams.get('amount')).toBe('12900');
    expect(url.searchParams.get('tradeNo')).toBe('T1');
    expect(JSON.parse(url.searchParams.get('resultData') ?? '')).toEqual({ prepayId: 'p1' });
  });
});
