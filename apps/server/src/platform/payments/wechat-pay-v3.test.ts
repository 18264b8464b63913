import { createCipheriv, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './certificate-test-kit.ts';
import {
  PaymentCreationFailed,
  PaymentNotificationRejected,
  RefundRefused,
  RefundUnavailable,
  TradeQueryUnavailable,
} from './payment-provider.ts';
import { createWechatPay, signWechatPayMessage, type WechatPayOptions, wechatPayTime } from './wechat-pay-v3.ts';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const API_V3_KEY = 'abcdefghijklmnopqrstuvwxyz012345';
const PLATFORM_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1';
const NOW = new Date('2026-11-22T10:00:00Z');
const nowSeconds = Math.floor(NOW.getTime() / 1000);

const baseOptions: WechatPayOptions = {
  mchId: '1900009191',
  appId: 'wxd678efh567hg6787',
  merchantSerial: '3775B6A45ACD588826D15E583A95F5DD0BBDA0DA',
  merchantPrivateKey: merchant.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
  platformPublicKey: platform.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
  platformSerial: PLATFORM_SERIAL,
  apiV3Key: API_V3_KEY,
  now: () => NOW,
};

function encrypt(plaintext: string, key = API_V3_KEY) {
  const nonce = randomBytes(6).toString('hex');
  const associated_data = 'transaction';
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associated_data, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), nonce, associated_data };
}

function transaction(overrides: Record<string, unknown> = {}) {
  return {
    appid: baseOptions.appId,
    mchid: baseOptions.mchId,
    out_trade_no: 'T202611220001',
    transaction_id: '4200000000202611220000000001',
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: '2026-11-22T18:00:00+08:00',
    amount: { total: 39_900, payer_total: 39_900, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  };
}

interface SignedOptions {
  key?: string;
  signer?: typeof platform.privateKey;
  serial?: string;
  timestamp?: number;
}

function signedHeaders(body: string, options: SignedOptions = {}) {
  const timestamp = String(options.timestamp ?? nowSeconds);
  const nonce = randomBytes(16).toString('hex');
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': nonce,
    'wechatpay-serial': options.serial ?? PLATFORM_SERIAL,
    'wechatpay-signature': signWechatPayMessage(
      options.signer ?? platform.privateKey,
      `${timestamp}\n${nonce}\n${body}\n`,
    ),
  };
}

function notification(plain: Record<string, unknown> = transaction(), options: SignedOptions = {}) {
  const rawBody = JSON.stringify({
    id: 'EV-2018022511223320873',
    create_time: '2026-11-22T18:00:00+08:00',
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', ...encrypt(JSON.stringify(plain), options.key) },
  });
  return { rawBody, headers: signedHeaders(rawBody, options) };
}

describe('WeChat Pay v3 notification', () => {
  const wechatPay = createWechatPay(baseOptions);

  it('verifies the signature, decrypts the resource and reads the transaction', async () => {
    await expect(wechatPay.verifyNotification(notification())).resolves.toEqual({
      tradeNo: 'T202611220001',
      amountFen: 39_900,
      outcome: 'paid',
      providerTransactionId: '4200000000202611220000000001',
    });
  });

  it('verifies with the platform certificate file as well as with its public key', async () => {
    const certificate = selfSignedCertificate(platform.publicKey, platform.privateKey, 'Wechatpay platform');
    const byCertificate = createWechatPay({ ...baseOptions, platformPublicKey: certificate });
    await expect(byCertificate.verifyNotification(notification())).resolves.toMatchObject({ outcome: 'paid' });
  });

  it('maps trade_state: CLOSED and REVOKED cancelled, PAYERROR failed, NOTPAY refused', async () => {
    const outcome = async (trade_state: string) =>
      (await wechatPay.verifyNotification(notification(transaction({ trade_state })))).outcome;
    expect(await outcome('CLOSED')).toBe('cancelled');
    expect(await outcome('REVOKED')).toBe('cancelled');
    expect(await outcome('PAYERROR')).toBe('failed');
    await expect(outcome('NOTPAY')).rejects.toThrow(PaymentNotificationRejected);
  });

  it('rejects a tampered body', async () => {
    const valid = notification();
    const body = JSON.parse(valid.rawBody);
    body.event_type = 'TRANSACTION.SUCCESS ';
    await expect(wechatPay.verifyNotification({ ...valid, rawBody: JSON.stringify(body) })).rejects.toThrow(
      'bad signature',
    );
  });

  it('rejects a notification signed under another serial', async () => {
    await expect(wechatPay.verifyNotification(notification(transaction(), { serial: 'ABCDEF' }))).rejects.toThrow(
      'unknown platform serial',
    );
  });

  it('rejects a timestamp more than 5 minutes away', async () => {
    await expect(
      wechatPay.verifyNotification(notification(transaction(), { timestamp: nowSeconds - 301 })),
    ).rejects.toThrow('stale timestamp');
    await expect(
      wechatPay.verifyNotification(notification(transaction(), { timestamp: nowSeconds - 299 })),
    ).resolves.toMatchObject({ outcome: 'paid' });
  });

  it('rejects a signature by another key', async () => {
    await expect(
      wechatPay.verifyNotification(notification(transaction(), { signer: stranger.privateKey })),
    ).rejects.toThrow('bad signature');
  });

  it('rejects a resource encrypted with another APIv3 key', async () => {
    await expect(
      wechatPay.verifyNotification(notification(transaction(), { key: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345' })),
    ).rejects.toThrow('does not decrypt');
  });

  it('rejects a transaction of another merchant and missing headers', async () => {
    await expect(wechatPay.verifyNotification(notification(transaction({ mchid: '1' })))).rejects.toThrow(
      'another merchant',
    );
    await expect(wechatPay.verifyNotification({ headers: {}, rawBody: notification().rawBody })).rejects.toThrow(
      'missing Wechatpay-* headers',
    );
  });

  it('acknowledges with 200 {"code":"SUCCESS","message":"成功"}', () => {
    expect(wechatPay.acknowledgement()).toMatchObject({ status: 200, body: '{"code":"SUCCESS","message":"成功"}' });
  });
});

interface Call {
  url: string;
  authorization: string;
  body: string;
}

/** WeChat's API as a fake fetch: checks nothing, records the call, answers signed by the platform key. */
function fakeWechatApi(answer: Record<string, unknown>, status = 200, signer = platform.privateKey) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (url, init) => {
    const headers = new Headers(init?.headers);
    calls.push({ url: String(url), authorization: headers.get('authorization') ?? '', body: String(init?.body) });
    const body = JSON.stringify(answer);
    return new Response(body, {
      status,
      headers: { 'content-type': 'application/json', ...signedHeaders(body, { signer }) },
    });
  };
  return { calls, fetchImpl };
}

function authorizationFields(header: string): Record<string, string> {
  expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
  return Object.fromEntries(
    [...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1] as string, match[2] as string]),
  );
}

const paymentInput = {
  tradeNo: 'T202611220001',
  amountFen: 39_900,
  description: 'Tallybook professional, 1 year',
  notifyUrl: 'https://tallybook.example/ommall/srvmall/payment/notify/wechatpay',
  returnUrl: 'https://tallybook.example/order/result?orderNo=O1',
};

describe('WeChat Pay v3 payment creation', () => {
  it('orders a Native payment with a v3 signed Authorization and answers the code_url', async () => {
    const api = fakeWechatApi({ code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
    const wechatPay = createWechatPay({ ...baseOptions, fetch: api.fetchImpl });
    const created = await wechatPay.createPayment({ ...paymentInput, payType: 1 });
    expect(created).toEqual({ payUrl: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz', params: null });

    const [call] = api.calls as [Call];
    expect(call.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    expect(JSON.parse(call.body)).toEqual({
      appid: baseOptions.appId,
      mchid: baseOptions.mchId,
      description: paymentInput.description,
      out_trade_no: paymentInput.tradeNo,
      notify_url: paymentInput.notifyUrl,
      amount: { total: 39_900, currency: 'CNY' },
    });
    const fields = authorizationFields(call.authorization);
    expect(fields).toMatchObject({ mchid: baseOptions.mchId, serial_no: baseOptions.merchantSerial });
    expect(fields.timestamp).toBe(String(nowSeconds));
    const message = `POST\n/v3/pay/transactions/native\n${fields.timestamp}\n${fields.nonce_str}\n${call.body}\n`;
    const verified = createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, fields.signature as string, 'base64');
    expect(verified).toBe(true);
  });

  it('hands an app (payType 30) the signed APP parameters', async () => {
    const api = fakeWechatApi({ prepay_id: 'wx201410272009395522657a690389285100' });
    const wechatPay = createWechatPay({ ...baseOptions, fetch: api.fetchImpl });
    const { payUrl, params } = await wechatPay.createPayment({ ...paymentInput, payType: 30 });
    expect(payUrl).toBeNull();
    expect(api.calls[0]?.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/app');
    expect(params).toMatchObject({
      appid: baseOptions.appId,
      partnerid: baseOptions.mchId,
      prepayid: 'wx201410272009395522657a690389285100',
      package: 'Sign=WXPay',
    });
    const p = params as Record<string, string>;
    const message = `${p.appid}\n${p.timestamp}\n${p.noncestr}\n${p.prepayid}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchant.publicKey, p.sign as string, 'base64'),
    ).toBe(true);
  });

  it('hands JSAPI (payType 26) the signed paySign parameters, and needs the openid', async () => {
    const api = fakeWechatApi({ prepay_id: 'wx2014' });
    const wechatPay = createWechatPay({ ...baseOptions, fetch: api.fetchImpl });
    await expect(wechatPay.createPayment({ ...paymentInput, payType: 26 })).rejects.toThrow(PaymentCreationFailed);
    const { params } = await wechatPay.createPayment({ ...paymentInput, payType: 26, openid: 'oUpF8uMuAJO_M2pxb1Q9' });
    expect(JSON.parse(api.calls[0]?.body ?? '{}').payer).toEqual({ openid: 'oUpF8uMuAJO_M2pxb1Q9' });
    const p = params as Record<string, string>;
    expect(p).toMatchObject({ appId: baseOptions.appId, package: 'prepay_id=wx2014', signType: 'RSA' });
    const message = `${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchant.publicKey, p.paySign as string, 'base64'),
    ).toBe(true);
  });

  it('fails clearly when WeChat refuses, or answers unsigned by the platform key', async () => {
    const refused = fakeWechatApi({ code: 'PARAM_ERROR', message: '参数错误' }, 400);
    await expect(
      createWechatPay({ ...baseOptions, fetch: refused.fetchImpl }).createPayment({ ...paymentInput, payType: 1 }),
    ).rejects.toThrow('PARAM_ERROR');
    const forged = fakeWechatApi({ code_url: 'weixin://evil' }, 200, stranger.privateKey);
    await expect(
      createWechatPay({ ...baseOptions, fetch: forged.fetchImpl }).createPayment({ ...paymentInput, payType: 1 }),
    ).rejects.toThrow('not authentic');
  });

  it('refuses a trade number WeChat would not take, before calling it', async () => {
    const api = fakeWechatApi({ code_url: 'weixin://wxpay/bizpayurl?pr=x' });
    const wechatPay = createWechatPay({ ...baseOptions, fetch: api.fetchImpl });
    await expect(wechatPay.createPayment({ ...paymentInput, payType: 1, tradeNo: 'T'.repeat(33) })).rejects.toThrow(
      RangeError,
    );
    await expect(wechatPay.createPayment({ ...paymentInput, payType: 1, tradeNo: 'T 1234' })).rejects.toThrow(
      RangeError,
    );
    expect(api.calls).toHaveLength(0);
    await expect(
      wechatPay.createPayment({ ...paymentInput, payType: 1, tradeNo: 'TB2026112218000012345612P12345678' }),
    ).rejects.toThrow(RangeError);
    await expect(
      wechatPay.createPayment({ ...paymentInput, payType: 1, tradeNo: 'TB20261122180000123456P12345678' }),
    ).resolves.toMatchObject({ payUrl: 'weixin://wxpay/bizpayurl?pr=x' });
  });

  it('refuses an APIv3 key that is not 32 bytes', () => {
    expect(() => createWechatPay({ ...baseOptions, apiV3Key: 'short' })).toThrow(RangeError);
  });
});

describe('WeChat Pay v3 domestic refund', () => {
  const refundInput = {
    refundNo: 'TB20261122180000123456R',
    tradeNo: 'TB20261122180000123456P1',
    amountFen: 39_900,
    totalFen: 39_900,
    reason: 'The customer asked for a refund',
  };
  const refundAnswer = (status: string, overrides: Record<string, unknown> = {}) => ({
    refund_id: '50000000382019052709732678859',
    out_refund_no: refundInput.refundNo,
    transaction_id: '1217752501201407033233368018',
    out_trade_no: refundInput.tradeNo,
    channel: 'ORIGINAL',
    user_received_account: '招商银行信用卡0403',
    create_time: '2026-11-22T18:00:00+08:00',
    status,
    amount: { total: 39_900, refund: 39_900, payer_total: 39_900, payer_refund: 39_900, currency: 'CNY' },
    ...overrides,
  });

  it('posts out_trade_no, out_refund_no, the reason and the amounts, v3-signed, and reads SUCCESS', async () => {
    const api = fakeWechatApi(refundAnswer('SUCCESS'));
    const wechatPay = createWechatPay({ ...baseOptions, fetch: api.fetchImpl });
    await expect(wechatPay.refund(refundInput)).resolves.toEqual({
      status: 'succeeded',
      providerRefundId: '50000000382019052709732678859',
    });
    const [call] = api.calls as [Call];
    expect(call.url).toBe('https://api.mch.weixin.qq.com/v3/refund/domestic/refunds');
    expect(JSON.parse(call.body)).toEqual({
      out_trade_no: refundInput.tradeNo,
      out_refund_no: refundInput.refundNo,
      reason: refundInput.reason,
      amount: { refund: 39_900, total: 39_900, currency: 'CNY' },
    });
    const fields = authorizationFields(call.authorization);
    const message = `POST\n/v3/refund/domestic/refunds\n${fields.timestamp}\n${fields.nonce_str}\n${call.body}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(merchant.publicKey, fields.signature as string, 'base64'),
    ).toBe(true);
  });

  it('reads PROCESSING as under way, CLOSED and ABNORMAL as refused', async () => {
    const refund = (status: string) =>
      createWechatPay({ ...baseOptions, fetch: fakeWechatApi(refundAnswer(status)).fetchImpl }).refund(refundInput);
    await expect(refund('PROCESSING')).resolves.toMatchObject({ status: 'processing' });
    await expect(refund('CLOSED')).rejects.toThrow(RefundRefused);
    await expect(refund('ABNORMAL')).rejects.toThrow(RefundRefused);
  });

  it('tells a refusal (nothing refunded) from an outage (ask again with the same number)', async () => {
    const answer = (body: Record<string, unknown>, status: number) =>
      createWechatPay({ ...baseOptions, fetch: fakeWechatApi(body, status).fetchImpl }).refund(refundInput);
    await expect(answer({ code: 'NOT_ENOUGH', message: '基本账户余额不足' }, 403)).rejects.toThrow(RefundRefused);
    await expect(answer({ code: 'INVALID_REQUEST', message: '订单已全额退款' }, 400)).rejects.toThrow(
      'INVALID_REQUEST',
    );
    await expect(answer({ code: 'SYSTEM_ERROR', message: '系统超时' }, 500)).rejects.toThrow(RefundUnavailable);
    await expect(answer({ code: 'FREQUENCY_LIMITED', message: '频率超限' }, 429)).rejects.toThrow(RefundUnavailable);
    const unreachable = createWechatPay({
      ...baseOptions,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable.refund(refundInput)).rejects.toThrow(RefundUnavailable);
  });

  it('trusts no answer unsigned by the platform key, nor one about another refund', async () => {
    const forged = fakeWechatApi(refundAnswer('SUCCESS'), 200, stranger.privateKey);
    await expect(createWechatPay({ ...baseOptions, fetch: forged.fetchImpl }).refund(refundInput)).rejects.toThrow(
      RefundUnavailable,
    );
    const other = fakeWechatApi(refundAnswer('SUCCESS', { out_refund_no: 'SOMEONE_ELSE' }));
    await expect(createWechatPay({ ...baseOptions, fetch: other.fetchImpl }).refund(refundInput)).rejects.toThrow(
      RefundUnavailable,
    );
  });

  it('refuses, before calling WeChat, a refund above the payment or a number WeChat would not take', async () => {
    const api = fakeWechatApi(refundAnswer('SUCCESS'));
    const wechatPay = createWechatPay({ ...baseOptions, fetch: api.fetchImpl });
    await expect(wechatPay.refund({ ...refundInput, amountFen: 39_901 })).rejects.toThrow(RangeError);
    await expect(wechatPay.refund({ ...refundInput, amountFen: 0 })).rejects.toThrow(RangeError);
    await expect(wechatPay.refund({ ...refundInput, refundNo: 'R 1' })).rejects.toThrow(RangeError);
    expect(api.calls).toHaveLength(0);
  });
});

describe('WeChat Pay v3 order query and close-order (decision 0087)', () => {
  const tradeNo = 'T202611220001';
  interface TradeCall {
    method: string;
    url: string;
    authorization: string;
    body: string | undefined;
  }
  /** WeChat's API answering `status` with `answer` (none for 204), signed by `signer`. */
  function tradeApi(answer: Record<string, unknown> | undefined, status = 200, signer = platform.privateKey) {
    const calls: TradeCall[] = [];
    const fetchImpl: typeof fetch = async (url, init) => {
      const headers = new Headers(init?.headers);
      calls.push({
        method: String(init?.method),
        url: String(url),
        authorization: headers.get('authorization') ?? '',
        body: init?.body === undefined ? undefined : String(init.body),
      });
      const body = answer === undefined ? '' : JSON.stringify(answer);
      return new Response(status === 204 ? null : body, { status, headers: signedHeaders(body, { signer }) });
    };
    return { calls, wechatPay: createWechatPay({ ...baseOptions, fetch: fetchImpl }) };
  }
  const verifiedSignature = (call: TradeCall, urlPath: string, body: string) => {
    const fields = authorizationFields(call.authorization);
    const message = `${call.method}\n${urlPath}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
    return createVerify('RSA-SHA256')
      .update(message)
      .verify(merchant.publicKey, fields.signature as string, 'base64');
  };

  it('GETs /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=…, signed over an empty body, and reads SUCCESS', async () => {
    const api = tradeApi(transaction());
    await expect(api.wechatPay.queryTrade(tradeNo)).resolves.toEqual({
      state: 'paid',
      amountFen: 39_900,
      providerTransactionId: '4200000000202611220000000001',
    });
    const [call] = api.calls as [TradeCall];
    const urlPath = `/v3/pay/transactions/out-trade-no/${tradeNo}?mchid=${baseOptions.mchId}`;
    expect(call).toMatchObject({ method: 'GET', url: `https://api.mch.weixin.qq.com${urlPath}`, body: undefined });
    expect(verifiedSignature(call, urlPath, '')).toBe(true);
  });

  it('reads NOTPAY and USERPAYING as payable, CLOSED, REVOKED and PAYERROR as closed, 404 ORDER_NOT_EXIST as absent', async () => {
    const unpaid = { trade_state: 'NOTPAY', transaction_id: undefined, amount: undefined };
    const query = (answer: Record<string, unknown>, status = 200) =>
      tradeApi(answer, status).wechatPay.queryTrade(tradeNo);
    await expect(query(transaction(unpaid))).resolves.toEqual({ state: 'unpaid' });
    await expect(query(transaction({ ...unpaid, trade_state: 'USERPAYING' }))).resolves.toEqual({ state: 'unpaid' });
    for (const state of ['CLOSED', 'REVOKED', 'PAYERROR']) {
      await expect(query(transaction({ ...unpaid, trade_state: state }))).resolves.toEqual({ state: 'closed' });
    }
    await expect(query({ code: 'ORDER_NOT_EXIST', message: '订单不存在' }, 404)).resolves.toEqual({ state: 'absent' });
  });

  it('trusts no answer unsigned by the platform key, about another trade or merchant, or an outage', async () => {
    const unsigned = tradeApi(transaction(), 200, stranger.privateKey);
    await expect(unsigned.wechatPay.queryTrade(tradeNo)).rejects.toBeInstanceOf(TradeQueryUnavailable);
    await expect(
      tradeApi(transaction({ out_trade_no: 'T-other-0001' })).wechatPay.queryTrade(tradeNo),
    ).rejects.toBeInstanceOf(TradeQueryUnavailable);
    await expect(tradeApi(transaction({ mchid: '1900000000' })).wechatPay.queryTrade(tradeNo)).rejects.toBeInstanceOf(
      TradeQueryUnavailable,
    );
    await expect(
      tradeApi({ code: 'SYSTEM_ERROR', message: '系统错误' }, 500).wechatPay.queryTrade(tradeNo),
    ).rejects.toBeInstanceOf(TradeQueryUnavailable);
    await expect(
      tradeApi(transaction({ trade_state: 'SOMETHING' })).wechatPay.queryTrade(tradeNo),
    ).rejects.toBeInstanceOf(TradeQueryUnavailable);
  });

  it('POSTs {mchid} to …/{out_trade_no}/close and takes 204 No Content, ORDER_CLOSED and ORDER_NOT_EXIST as closed', async () => {
    const api = tradeApi(undefined, 204);
    await expect(api.wechatPay.closeTrade(tradeNo)).resolves.toBeUndefined();
    const [call] = api.calls as [TradeCall];
    const urlPath = `/v3/pay/transactions/out-trade-no/${tradeNo}/close`;
    expect(call).toMatchObject({ method: 'POST', url: `https://api.mch.weixin.qq.com${urlPath}` });
    expect(JSON.parse(call.body as string)).toEqual({ mchid: baseOptions.mchId });
    expect(verifiedSignature(call, urlPath, call.body as string)).toBe(true);
    await expect(
      tradeApi({ code: 'ORDER_CLOSED', message: '订单已关闭' }, 400).wechatPay.closeTrade(tradeNo),
    ).resolves.toBeUndefined();
    await expect(
      tradeApi({ code: 'ORDER_NOT_EXIST', message: '订单不存在' }, 404).wechatPay.closeTrade(tradeNo),
    ).resolves.toBeUndefined();
  });

  it('does not take a 204 unsigned by the platform key, USER_PAYING or an outage as closed', async () => {
    await expect(tradeApi(undefined, 204, stranger.privateKey).wechatPay.closeTrade(tradeNo)).rejects.toBeInstanceOf(
      TradeQueryUnavailable,
    );
    await expect(
      tradeApi({ code: 'USER_PAYING', message: '用户支付中' }, 202).wechatPay.closeTrade(tradeNo),
    ).rejects.toBeInstanceOf(TradeQueryUnavailable);
    await expect(
      tradeApi({ code: 'SYSTEM_ERROR', message: '系统错误' }, 500).wechatPay.closeTrade(tradeNo),
    ).rejects.toBeInstanceOf(TradeQueryUnavailable);
  });

  it('asks WeChat to take no payment after the trade’s expiry (time_expire, Beijing time)', async () => {
    const api = tradeApi({ code_url: 'weixin://wxpay/bizpayurl?pr=p4lpSuKzz' });
    await api.wechatPay.createPayment({ ...paymentInput, payType: 1, expiresAt: new Date('2026-11-22T10:15:00Z') });
    expect(JSON.parse((api.calls[0] as TradeCall).body as string).time_expire).toBe('2026-11-22T18:15:00+08:00');
    expect(wechatPayTime(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01T00:30:00+08:00');
  });
});
