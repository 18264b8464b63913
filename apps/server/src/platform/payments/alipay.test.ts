import { createVerify, generateKeyPairSync } from 'node:crypto';
import { fenToYuanText, wireYuanToFen } from '@tallybook/domain';
import { describe, expect, it } from 'vitest';
import { type AlipayOptions, alipaySigningContent, alipayTimestamp, createAlipay, signAlipayParams } from './alipay.ts';
import { PaymentCreationFailed, PaymentNotificationRejected } from './payment-provider.ts';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipaySide = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const NOW = new Date('2026-11-22T16:30:05Z');

const options: AlipayOptions = {
  appId: '2021000000000001',
  privateKey: app.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  // The console hands out the bare base64 body; both forms are read.
  alipayPublicKey: alipaySide.publicKey
    .export({ format: 'pem', type: 'spki' })
    .toString()
    .replace(/-----[A-Z ]+-----|\s/g, ''),
  now: () => NOW,
};
const alipay = createAlipay(options);

const input = {
  tradeNo: 'T202611220001',
  amountFen: 39_905,
  description: 'Tallybook 专业版 1 年',
  payType: 2,
  notifyUrl: 'https://tallybook.example/ommall/srvmall/payment/notify/alipay',
  returnUrl: 'https://tallybook.example/order/result?orderNo=O1',
};

describe('amounts and timestamps', () => {
  it('turns fen into a yuan string and back without floats', () => {
    expect(fenToYuanText(1)).toBe('0.01');
    expect(fenToYuanText(10)).toBe('0.10');
    expect(fenToYuanText(39_905)).toBe('399.05');
    expect(fenToYuanText(100)).toBe('1.00');
    expect(wireYuanToFen('399.05')).toBe(39_905);
    expect(wireYuanToFen('0.29')).toBe(29);
    expect(wireYuanToFen('1.1')).toBe(110);
    expect(wireYuanToFen('12')).toBe(1200);
    for (const bad of ['', '1.234', '-1.00', '1e3', '01.00', ' 1.00', '1.']) expect(wireYuanToFen(bad)).toBeUndefined();
  });

  it("writes Alipay's timestamp in UTC+8", () => {
    expect(alipayTimestamp(NOW)).toBe('2026-11-23 00:30:05');
  });

  it('signs the sorted pairs without sign and empty values', () => {
    expect(alipaySigningContent({ b: '2', a: '1', sign: 'x', c: '' })).toBe('a=1&b=2');
    expect(alipaySigningContent({ b: '2', a: '1', sign_type: 'RSA2' }, ['sign_type'])).toBe('a=1&b=2');
  });
});

describe('Alipay page pay', () => {
  it('builds the signed alipay.trade.page.pay URL of the gateway', async () => {
    const created = await alipay.createPayment(input);
    expect(created.params).toBeNull();
    const url = new URL(created.payUrl as string);
    expect(`${url.origin}${url.pathname}`).toBe('https://openapi.alipay.com/gateway.do');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      app_id: options.appId,
      method: 'alipay.trade.page.pay',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2026-11-23 00:30:05',
      version: '1.0',
      notify_url: input.notifyUrl,
      return_url: input.returnUrl,
    });
    expect(JSON.parse(params.biz_content as string)).toEqual({
      out_trade_no: input.tradeNo,
      total_amount: '399.05',
      subject: input.description,
      product_code: 'FAST_INSTANT_TRADE_PAY',
    });
    const { sign, ...signed } = params;
    const verified = createVerify('RSA-SHA256')
      .update(alipaySigningContent(signed))
      .verify(app.publicKey, sign as string, 'base64');
    expect(verified).toBe(true);
  });

  it('gives an app (payType 36) the signed order string', async () => {
    const { payUrl, params } = await alipay.createPayment({ ...input, payType: 36 });
    expect(payUrl).toBeNull();
    const order = Object.fromEntries(new URLSearchParams(params?.orderStr));
    expect(order.method).toBe('alipay.trade.app.pay');
    expect(JSON.parse(order.biz_content as string).product_code).toBe('QUICK_MSECURITY_PAY');
    const { sign, ...signed } = order;
    expect(
      createVerify('RSA-SHA256')
        .update(alipaySigningContent(signed))
        .verify(app.publicKey, sign as string, 'base64'),
    ).toBe(true);
  });

  it('does not take other pay types', async () => {
    await expect(alipay.createPayment({ ...input, payType: 37 })).rejects.toThrow(PaymentCreationFailed);
  });
});

/** An asynchronous notification as Alipay posts it: form-urlencoded, signed over everything but sign and sign_type. */
function notification(overrides: Record<string, string> = {}, signer = alipaySide.privateKey) {
  const params: Record<string, string> = {
    gmt_create: '2026-11-23 00:30:15',
    charset: 'utf-8',
    seller_email: 'shop@example.com',
    subject: 'Tallybook 专业版 1 年',
    buyer_id: '2088102122524333',
    invoice_amount: '399.05',
    notify_id: '2026112300222003015000000001',
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: '399.05',
    app_id: options.appId,
    buyer_pay_amount: '399.05',
    notify_time: '2026-11-23 00:30:16',
    version: '1.0',
    out_trade_no: 'T202611220001',
    total_amount: '399.05',
    trade_no: '2026112322001422160500000001',
    auth_app_id: options.appId,
    point_amount: '0.00',
    ...overrides,
  };
  const sign = signAlipayParams(signer, params);
  return { headers: {}, rawBody: new URLSearchParams({ ...params, sign, sign_type: 'RSA2' }).toString() };
}

describe('Alipay notification', () => {
  it('verifies a valid notification and reads the amount exactly', async () => {
    await expect(alipay.verifyNotification(notification())).resolves.toEqual({
      tradeNo: 'T202611220001',
      amountFen: 39_905,
      outcome: 'paid',
      providerTransactionId: '2026112322001422160500000001',
    });
  });

  it('maps TRADE_FINISHED to paid, TRADE_CLOSED to cancelled and refuses WAIT_BUYER_PAY', async () => {
    const outcome = async (trade_status: string) =>
      (await alipay.verifyNotification(notification({ trade_status }))).outcome;
    expect(await outcome('TRADE_FINISHED')).toBe('paid');
    expect(await outcome('TRADE_CLOSED')).toBe('cancelled');
    await expect(outcome('WAIT_BUYER_PAY')).rejects.toThrow(PaymentNotificationRejected);
  });

  it('rejects a tampered amount', async () => {
    const valid = notification();
    const tampered = valid.rawBody.replace('total_amount=399.05', 'total_amount=0.01');
    expect(tampered).not.toBe(valid.rawBody);
    await expect(alipay.verifyNotification({ headers: {}, rawBody: tampered })).rejects.toThrow('bad signature');
  });

  it('rejects a notification of another app_id, even when Alipay signed it', async () => {
    await expect(alipay.verifyNotification(notification({ app_id: '2021999999999999' }))).rejects.toThrow(
      'another app_id',
    );
  });

  it('rejects a signature by another key and an unsigned body', async () => {
    await expect(alipay.verifyNotification(notification({}, stranger.privateKey))).rejects.toThrow('bad signature');
    const unsigned = new URLSearchParams(notification().rawBody);
    unsigned.delete('sign');
    await expect(alipay.verifyNotification({ headers: {}, rawBody: unsigned.toString() })).rejects.toThrow(
      'missing sign',
    );
  });

  it('rejects an unreadable amount even when signed', async () => {
    await expect(alipay.verifyNotification(notification({ total_amount: '399.055' }))).rejects.toThrow(
      'unreadable total_amount',
    );
  });

  it('acknowledges with text/plain "success"', () => {
    expect(alipay.acknowledgement()).toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'success',
    });
  });
});
