import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ALIPAY_CLOSE_METHOD, ALIPAY_QUERY_METHOD, type AlipayOptions, createAlipay } from './alipay.ts';
import { alipaySigningContent } from './alipay-signing.ts';
import { TradeQueryUnavailable } from './payment-provider.ts';

/**
 * alipay.trade.query and alipay.trade.close as documented (decision 0087), against a fake gateway
 * that checks the app's RSA2 signature and signs its answer's member with Alipay's key.
 */

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipaySide = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = new Date('2026-11-22T16:30:05Z');
const GATEWAY = 'https://openapi.alipay.example/gateway.do';
const TRADE_NO = 'TB20261122180000123456P12345678';

const options: AlipayOptions = {
  appId: '2021000000000001',
  privateKey: app.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  alipayPublicKey: alipaySide.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  gateway: GATEWAY,
  now: () => NOW,
};

interface Received {
  params: Record<string, string>;
  biz: Record<string, unknown>;
}

/** The gateway answering every call with `member` (signed by `signer`); refuses calls the app did not sign. */
function fakeGateway(member: Record<string, unknown>, signer: KeyObject = alipaySide.privateKey) {
  const received: Received[] = [];
  const fetchImpl: typeof fetch = async (url, init) => {
    const params = {
      ...Object.fromEntries(new URL(String(url)).searchParams),
      ...Object.fromEntries(new URLSearchParams(String(init?.body))),
    };
    const { sign, ...content } = params;
    const signedByApp = createVerify('RSA-SHA256')
      .update(alipaySigningContent(content), 'utf8')
      .verify(app.publicKey, sign ?? '', 'base64');
    received.push({ params, biz: JSON.parse(params.biz_content ?? '{}') as Record<string, unknown> });
    const answer = signedByApp
      ? member
      : { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' };
    const text = JSON.stringify(answer);
    const signature = createSign('RSA-SHA256').update(text, 'utf8').sign(signer, 'base64');
    return new Response(`{"${String(params.method).replaceAll('.', '_')}_response":${text},"sign":"${signature}"}`);
  };
  return { received, alipay: createAlipay({ ...options, fetch: fetchImpl }) };
}

const queried = (overrides: Record<string, unknown>) => ({
  code: '10000',
  msg: 'Success',
  trade_no: '2026112222001400000000000001',
  out_trade_no: TRADE_NO,
  buyer_logon_id: '159****5620',
  trade_status: 'TRADE_SUCCESS',
  total_amount: '399.05',
  ...overrides,
});
const notExist = { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_NOT_EXIST', sub_msg: '交易不存在' };

describe('alipay.trade.query', () => {
  it('sends out_trade_no, RSA2-signed, and reads TRADE_SUCCESS with what it took', async () => {
    const gateway = fakeGateway(queried({}));
    await expect(gateway.alipay.queryTrade(TRADE_NO)).resolves.toEqual({
      state: 'paid',
      amountFen: 39_905,
      providerTransactionId: '2026112222001400000000000001',
    });
    const [call] = gateway.received as [Received];
    expect(call.params).toMatchObject({ method: ALIPAY_QUERY_METHOD, app_id: options.appId, sign_type: 'RSA2' });
    expect(call.biz).toEqual({ out_trade_no: TRADE_NO });
  });

  it('reads WAIT_BUYER_PAY as payable, TRADE_CLOSED as closed, TRADE_FINISHED as paid, ACQ.TRADE_NOT_EXIST as absent', async () => {
    const query = (member: Record<string, unknown>) => fakeGateway(member).alipay.queryTrade(TRADE_NO);
    await expect(query(queried({ trade_status: 'WAIT_BUYER_PAY' }))).resolves.toEqual({ state: 'unpaid' });
    await expect(query(queried({ trade_status: 'TRADE_CLOSED' }))).resolves.toEqual({ state: 'closed' });
    await expect(query(queried({ trade_status: 'TRADE_FINISHED' }))).resolves.toMatchObject({ state: 'paid' });
    await expect(query(notExist)).resolves.toEqual({ state: 'absent' });
  });

  it('trusts no answer Alipay did not sign, nor one about another trade; a system error is asked again', async () => {
    const unavailable = (gateway: ReturnType<typeof fakeGateway>) =>
      expect(gateway.alipay.queryTrade(TRADE_NO)).rejects.toBeInstanceOf(TradeQueryUnavailable);
    await unavailable(fakeGateway(queried({}), stranger.privateKey));
    await unavailable(fakeGateway(queried({ out_trade_no: 'TB-another-trade' })));
    await unavailable(
      fakeGateway({ code: '20000', msg: 'Service Currently Unavailable', sub_code: 'isp.unknow-error' }),
    );
    await unavailable(fakeGateway(queried({ total_amount: 'lots' })));
  });
});

describe('alipay.trade.close', () => {
  it('sends out_trade_no and takes 10000 or ACQ.TRADE_NOT_EXIST (never opened) as closed', async () => {
    const gateway = fakeGateway({ code: '10000', msg: 'Success', out_trade_no: TRADE_NO, trade_no: '2026112222' });
    await expect(gateway.alipay.closeTrade(TRADE_NO)).resolves.toBeUndefined();
    const [call] = gateway.received as [Received];
    expect(call.params.method).toBe(ALIPAY_CLOSE_METHOD);
    expect(call.biz).toEqual({ out_trade_no: TRADE_NO });
    await expect(fakeGateway(notExist).alipay.closeTrade(TRADE_NO)).resolves.toBeUndefined();
  });

  it('does not take a paid trade (ACQ.TRADE_STATUS_ERROR), a forged answer or an outage as closed', async () => {
    const statusError = {
      code: '40004',
      msg: 'Business Failed',
      sub_code: 'ACQ.TRADE_STATUS_ERROR',
      sub_msg: '交易状态不合法',
    };
    await expect(fakeGateway(statusError).alipay.closeTrade(TRADE_NO)).rejects.toBeInstanceOf(TradeQueryUnavailable);
    await expect(
      fakeGateway({ code: '10000', msg: 'Success' }, stranger.privateKey).alipay.closeTrade(TRADE_NO),
    ).rejects.toBeInstanceOf(TradeQueryUnavailable);
  });
});

describe('page pay expiry', () => {
  it('asks Alipay to take no payment after the trade’s expiry (time_expire, Beijing time)', async () => {
    const { alipay } = fakeGateway({});
    const created = await alipay.createPayment({
      tradeNo: TRADE_NO,
      amountFen: 39_905,
      description: 'Tallybook',
      payType: 2,
      notifyUrl: 'https://tallybook.example/n',
      returnUrl: 'https://tallybook.example/r',
      expiresAt: new Date('2026-11-22T16:45:05Z'),
    });
    const biz = JSON.parse(new URL(created.payUrl as string).searchParams.get('biz_content') as string);
    expect(biz.time_expire).toBe('2026-11-23 00:45:05');
  });
});
