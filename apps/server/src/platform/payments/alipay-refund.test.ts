import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALIPAY_REFUND_METHOD, ALIPAY_REFUND_QUERY_METHOD, type AlipayOptions, createAlipay } from './alipay.ts';
import { alipaySigningContent } from './alipay-signing.ts';
import { RefundRefused, RefundUnavailable } from './payment-provider.ts';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipaySide = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = new Date('2026-11-22T16:30:05Z');
const GATEWAY = 'https://openapi.alipay.example/gateway.do';

const options: AlipayOptions = {
  appId: '2021000000000001',
  privateKey: app.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  alipayPublicKey: alipaySide.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  gateway: GATEWAY,
  now: () => NOW,
};

const input = {
  refundNo: 'TB20261122180000123456R',
  tradeNo: 'TB20261122180000123456P1',
  amountFen: 39_905,
  totalFen: 39_905,
  reason: 'The customer asked for a refund',
};

interface Received {
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
}

type Mishap =
  | { kind: 'business'; code: string; sub_code: string; sub_msg: string }
  | { kind: 'forged' }
  | { kind: 'http'; status: number };

/**
 * Alipay's gateway as documented for alipay.trade.refund and alipay.trade.fastpay.refund.query, as a
 * fake fetch: it checks the app's RSA2 signature, keeps one refund per out_request_no (a number sent
 * again answers fund_change N), and signs its answer's member with Alipay's key.
 */
function fakeAlipay() {
  const refunds = new Map<string, { tradeNo: string; amount: string }>();
  const received: Received[] = [];
  let mishap: Mishap | undefined;
  const signed = (method: string, member: Record<string, unknown>, signer: KeyObject = alipaySide.privateKey) => {
    const text = JSON.stringify(member);
    const sign = createSign('RSA-SHA256').update(text, 'utf8').sign(signer, 'base64');
    return `{"${method.replaceAll('.', '_')}_response":${text},"sign":"${sign}"}`;
  };
  const fetchImpl: typeof fetch = async (url, init) => {
    const query = new URL(String(url)).searchParams;
    const params = { ...Object.fromEntries(query), ...Object.fromEntries(new URLSearchParams(String(init?.body))) };
    const { sign, ...content } = params;
    const signedByApp = createVerify('RSA-SHA256')
      .update(alipaySigningContent(content), 'utf8')
      .verify(app.publicKey, sign ?? '', 'base64');
    const method = params.method ?? '';
    const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    received.push({ method, params, biz });
    const answer = (member: Record<string, unknown>, signer?: KeyObject) =>
      new Response(signed(method, member, signer), { status: 200 });
    if (!signedByApp) {
      return answer({
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      });
    }
    if (mishap?.kind === 'http') return new Response('<html>502</html>', { status: mishap.status });
    if (mishap?.kind === 'business') {
      return answer({ code: mishap.code, msg: 'Business Failed', sub_code: mishap.sub_code, sub_msg: mishap.sub_msg });
    }
    const signer = mishap?.kind === 'forged' ? stranger.privateKey : undefined;
    const requestNo = String(biz.out_request_no);
    if (method === ALIPAY_REFUND_METHOD) {
      const before = refunds.has(requestNo);
      if (!before) refunds.set(requestNo, { tradeNo: String(biz.out_trade_no), amount: String(biz.refund_amount) });
      return answer(
        {
          code: '10000',
          msg: 'Success',
          trade_no: '2026112222001400000000000001',
          out_trade_no: biz.out_trade_no,
          buyer_logon_id: '159****5620',
          fund_change: before ? 'N' : 'Y',
          refund_fee: biz.refund_amount,
        },
        signer,
      );
    }
    const refund = refunds.get(requestNo);
    return answer(
      refund
        ? {
            code: '10000',
            msg: 'Success',
            out_trade_no: refund.tradeNo,
            out_request_no: requestNo,
            refund_amount: refund.amount,
            refund_status: 'REFUND_SUCCESS',
          }
        : { code: '10000', msg: 'Success', out_trade_no: biz.out_trade_no, out_request_no: requestNo },
      signer,
    );
  };
  return {
    fetchImpl,
    received,
    refunds,
    misbehave: (next: Mishap | undefined) => {
      mishap = next;
    },
  };
}

describe('Alipay refund (alipay.trade.refund)', () => {
  it('sends the trade, the amount in yuan, out_request_no and the reason, RSA2-signed, and reads fund_change Y', async () => {
    const gateway = fakeAlipay();
    const alipay = createAlipay({ ...options, fetch: gateway.fetchImpl });
    await expect(alipay.refund(input)).resolves.toEqual({ status: 'succeeded', providerRefundId: null });
    const [call] = gateway.received as [Received];
    expect(call.method).toBe('alipay.trade.refund');
    expect(call.params).toMatchObject({ app_id: options.appId, sign_type: 'RSA2', charset: 'utf-8', version: '1.0' });
    expect(call.biz).toEqual({
      out_trade_no: input.tradeNo,
      refund_amount: '399.05',
      out_request_no: input.refundNo,
      refund_reason: input.reason,
    });
    expect(gateway.refunds.size).toBe(1);
  });

  it('sent again under the same number, refunds once and asks the refund query how it ended', async () => {
    const gateway = fakeAlipay();
    const alipay = createAlipay({ ...options, fetch: gateway.fetchImpl });
    await alipay.refund(input);
    await expect(alipay.refund(input)).resolves.toEqual({ status: 'succeeded', providerRefundId: null });
    expect(gateway.refunds.size).toBe(1);
    expect(gateway.received.map((call) => call.method)).toEqual([
      ALIPAY_REFUND_METHOD,
      ALIPAY_REFUND_METHOD,
      ALIPAY_REFUND_QUERY_METHOD,
    ]);
  });

  it('refused by Alipay: RefundRefused; a system error, a busy gateway or HTTP trouble: RefundUnavailable', async () => {
    const gateway = fakeAlipay();
    const alipay = createAlipay({ ...options, fetch: gateway.fetchImpl });
    gateway.misbehave({
      kind: 'business',
      code: '40004',
      sub_code: 'ACQ.SELLER_BALANCE_NOT_ENOUGH',
      sub_msg: '卖家余额不足',
    });
    await expect(alipay.refund(input)).rejects.toThrow(RefundRefused);
    await expect(alipay.refund(input)).rejects.toThrow('ACQ.SELLER_BALANCE_NOT_ENOUGH');
    gateway.misbehave({ kind: 'business', code: '40004', sub_code: 'ACQ.SYSTEM_ERROR', sub_msg: '系统错误' });
    await expect(alipay.refund(input)).rejects.toThrow(RefundUnavailable);
    gateway.misbehave({ kind: 'business', code: '20000', sub_code: 'isp.unknow-error', sub_msg: '服务暂不可用' });
    await expect(alipay.refund(input)).rejects.toThrow(RefundUnavailable);
    gateway.misbehave({ kind: 'http', status: 502 });
    await expect(alipay.refund(input)).rejects.toThrow(RefundUnavailable);
    expect(gateway.refunds.size).toBe(0);
  });

  it('trusts no answer Alipay did not sign', async () => {
    const gateway = fakeAlipay();
    gateway.misbehave({ kind: 'forged' });
    await expect(createAlipay({ ...options, fetch: gateway.fetchImpl }).refund(input)).rejects.toThrow(
      RefundUnavailable,
    );
  });

  it('refuses a refund above the payment before calling Alipay', async () => {
    const gateway = fakeAlipay();
    await expect(
      createAlipay({ ...options, fetch: gateway.fetchImpl }).refund({ ...input, amountFen: 39_906 }),
    ).rejects.toThrow(RangeError);
    expect(gateway.received).toHaveLength(0);
  });
});
