import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { alipaySigningContent } from '../payments/alipay.ts';
import { type AlipayPayoutsOptions, createAlipayPayouts } from './alipay-payouts.ts';
import { PayoutNotFound, PayoutRefused, PayoutUnavailable } from './payout-provider.ts';

const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
const alipaySide = generateKeyPairSync('rsa', { modulusLength: 2048 });
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 });
const APP_ID = '2021000000000001';
const NOW = new Date('2026-11-22T16:30:05Z');
/** Luhn-valid test cards of China Merchants Bank's BIN 622588. */
const CARD = '6225 8800 0007 1234';

interface Transfer {
  orderId: string;
  status: 'DEALING' | 'SUCCESS' | 'FAIL' | 'REFUND';
  amount: string;
  cardNo: string;
  failReason?: string;
}

interface Received {
  params: Record<string, string>;
  biz: Record<string, unknown>;
  signedByApp: boolean;
}

/** What the stand-in answers instead of Alipay's normal answer, for one test. */
type Mishap =
  | { kind: 'http'; status: number }
  | { kind: 'business'; code: string; sub_code: string; sub_msg: string }
  | { kind: 'forged' }
  | { kind: 'unsigned' };

/**
 * A stand-in for Alipay's open platform gateway on 127.0.0.1: it checks the RSA2 signature with the
 * app's public key, keeps one transfer per out_biz_no as Alipay does, and signs its answers (the
 * `<method>_response` member's exact text) with its own key.
 */
async function fakeAlipay() {
  const transfers = new Map<string, Transfer>();
  const received: Received[] = [];
  let mishap: Mishap | undefined;

  const signed = (method: string, member: Record<string, unknown>, signer: KeyObject = alipaySide.privateKey) => {
    const name = method === 'error' ? 'error_response' : `${method.replaceAll('.', '_')}_response`;
    const text = JSON.stringify(member);
    const sign = createSign('RSA-SHA256').update(text, 'utf8').sign(signer, 'base64');
    return `{"${name}":${text},"sign":"${sign}"}`;
  };

  function answer(request: Received): { status: number; body: string } {
    const { params, biz } = request;
    const method = params.method ?? '';
    if (!request.signedByApp) {
      const member = {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: '验签出错',
      };
      return { status: 200, body: signed(method, member) };
    }
    if (mishap?.kind === 'http') return { status: mishap.status, body: '<html>502 Bad Gateway</html>' };
    if (mishap?.kind === 'business') {
      const { code, sub_code, sub_msg } = mishap;
      return { status: 200, body: signed(method, { code, msg: 'Business Failed', sub_code, sub_msg }) };
    }
    const outBizNo = String(biz.out_biz_no);
    let member: Record<string, unknown>;
    if (method === 'alipay.fund.trans.uni.transfer') {
      const payee = biz.payee_info as { identity: string };
      const transfer = transfers.get(outBizNo) ?? {
        orderId: `2026112311007000000${transfers.size + 1}`,
        status: 'DEALING',
        amount: String(biz.trans_amount),
        cardNo: payee.identity,
      };
      transfers.set(outBizNo, transfer);
      member = {
        code: '10000',
        msg: 'Success',
        out_biz_no: outBizNo,
        order_id: transfer.orderId,
        pay_fund_order_id: `${transfer.orderId}9`,
        status: transfer.status,
        trans_date: '2026-11-23 00:30:06',
      };
    } else {
      const transfer = transfers.get(outBizNo);
      member = transfer
        ? {
            code: '10000',
            msg: 'Success',
            out_biz_no: outBizNo,
            order_id: transfer.orderId,
            status: transfer.status,
            trans_amount: transfer.amount,
            ...(transfer.failReason ? { error_code: 'ACCOUNT_CLOSED', fail_reason: transfer.failReason } : {}),
          }
        : { code: '40004', msg: 'Business Failed', sub_code: 'ORDER_NOT_EXIST', sub_msg: '转账订单不存在' };
    }
    if (mishap?.kind === 'unsigned') {
      return { status: 200, body: `{"${method.replaceAll('.', '_')}_response":${JSON.stringify(member)}}` };
    }
    return { status: 200, body: signed(method, member, mishap?.kind === 'forged' ? stranger.privateKey : undefined) };
  }

  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const query = new URL(request.url ?? '/', 'http://fake').searchParams;
      const params = { ...Object.fromEntries(query), ...Object.fromEntries(new URLSearchParams(body)) };
      const { sign, ...content } = params;
      const signedByApp = createVerify('RSA-SHA256')
        .update(alipaySigningContent(content), 'utf8')
        .verify(app.publicKey, sign ?? '', 'base64');
      const entry = { params, biz: JSON.parse(params.biz_content ?? '{}'), signedByApp };
      received.push(entry);
      const { status, body: text } = answer(entry);
      response.writeHead(status, { 'content-type': 'text/html;charset=utf-8' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/gateway.do`,
    transfers,
    received,
    misbehave: (next: Mishap | undefined) => {
      mishap = next;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('Alipay transfer to a bank card against a local stand-in of its gateway', () => {
  let fake: Awaited<ReturnType<typeof fakeAlipay>>;
  beforeAll(async () => {
    fake = await fakeAlipay();
  });
  afterAll(async () => {
    await fake.close();
  });
  afterEach(() => {
    fake.misbehave(undefined);
    fake.received.length = 0;
  });

  const payouts = (options: Partial<AlipayPayoutsOptions> = {}) =>
    createAlipayPayouts({
      appId: APP_ID,
      privateKey: app.privateKey,
      alipayPublicKey: alipaySide.publicKey.export({ format: 'pem', type: 'spki' }).toString(),
      gateway: fake.url,
      now: () => NOW,
      ...options,
    });
  let sequence = 0;
  const transfer = (overrides: Partial<Parameters<ReturnType<typeof payouts>['transferToBankCard']>[0]> = {}) => ({
    payoutNo: `W2026112300${++sequence}`,
    amountFen: 10_005,
    cardNo: CARD,
    bankCode: 'CMB',
    payeeName: '张三',
    memo: 'Tallybook withdrawal',
    ...overrides,
  });

  it('sends a signed alipay.fund.trans.uni.transfer to the card and answers processing with the order id', async () => {
    const input = transfer();
    const result = await payouts().transferToBankCard(input);
    expect(result).toEqual({
      status: 'processing',
      providerRef: fake.transfers.get(input.payoutNo)?.orderId,
      failureReason: null,
    });
    expect(result.providerRef).toMatch(/^\d+$/);
    const [request] = fake.received;
    expect(request?.signedByApp).toBe(true);
    expect(request?.params).toMatchObject({
      app_id: APP_ID,
      method: 'alipay.fund.trans.uni.transfer',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: '2026-11-23 00:30:05',
      version: '1.0',
    });
    expect(request?.biz).toEqual({
      out_biz_no: input.payoutNo,
      trans_amount: '100.05',
      product_code: 'TRANS_BANKCARD_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
      order_title: 'Tallybook withdrawal',
      remark: 'Tallybook withdrawal',
      payee_info: {
        identity: '6225880000071234',
        identity_type: 'BANKCARD_ACCOUNT',
        name: '张三',
        bankcard_ext_info: { account_type: '2', inst_name: '招商银行' },
      },
    });
  });

  it('answers the first transfer when the same payoutNo is sent again', async () => {
    const input = transfer();
    const first = await payouts().transferToBankCard(input);
    const again = await payouts().transferToBankCard(input);
    expect(again).toEqual(first);
    expect(fake.received).toHaveLength(2);
    expect([...fake.transfers.keys()].filter((payoutNo) => payoutNo === input.payoutNo)).toHaveLength(1);
  });

  it('asks alipay.fund.trans.common.query how the transfer ended', async () => {
    const input = transfer();
    await payouts().transferToBankCard(input);
    const stored = fake.transfers.get(input.payoutNo) as Transfer;
    await expect(payouts().queryTransfer(input.payoutNo)).resolves.toMatchObject({ status: 'processing' });
    expect(fake.received.at(-1)?.biz).toEqual({
      out_biz_no: input.payoutNo,
      product_code: 'TRANS_BANKCARD_NO_PWD',
      biz_scene: 'DIRECT_TRANSFER',
    });
    stored.status = 'SUCCESS';
    await expect(payouts().queryTransfer(input.payoutNo)).resolves.toEqual({
      status: 'succeeded',
      providerRef: stored.orderId,
      failureReason: null,
    });
    stored.status = 'REFUND';
    stored.failReason = '收款账户已销户';
    await expect(payouts().queryTransfer(input.payoutNo)).resolves.toEqual({
      status: 'failed',
      providerRef: stored.orderId,
      failureReason: 'ACCOUNT_CLOSED 收款账户已销户',
    });
  });

  it('says a transfer Alipay never received is not found, so it may be sent again', async () => {
    await expect(payouts().queryTransfer('W-never-sent')).rejects.toEqual(new PayoutNotFound('W-never-sent'));
  });

  it("turns Alipay's business failure into a refusal that names its sub-code", async () => {
    fake.misbehave({
      kind: 'business',
      code: '40004',
      sub_code: 'PAYER_BALANCE_NOT_ENOUGH',
      sub_msg: '付款方余额不足',
    });
    const refusal = payouts().transferToBankCard(transfer());
    await expect(refusal).rejects.toBeInstanceOf(PayoutRefused);
    await expect(refusal).rejects.toMatchObject({ reason: '40004 PAYER_BALANCE_NOT_ENOUGH 付款方余额不足' });
  });

  it('refuses a card number that is none without asking Alipay', async () => {
    await expect(payouts().transferToBankCard(transfer({ cardNo: '6225 8800 0007 1235' }))).rejects.toEqual(
      new PayoutRefused('invalid card number'),
    );
    expect(fake.received).toHaveLength(0);
  });

  it.each([
    ['a 5xx', { kind: 'http', status: 502 }, /HTTP 502/],
    [
      'a system error',
      { kind: 'business', code: '40004', sub_code: 'SYSTEM_ERROR', sub_msg: '系统繁忙' },
      /SYSTEM_ERROR/,
    ],
    [
      'service unavailable',
      { kind: 'business', code: '20000', sub_code: 'isp.unknow-error', sub_msg: '服务暂不可用' },
      /20000/,
    ],
    ['an answer signed by another key', { kind: 'forged' }, /bad signature/],
    ['an unsigned answer', { kind: 'unsigned' }, /not signed/],
  ] as const)(
    'is unavailable, not refused, after %s: the same payoutNo may be sent again',
    async (_, mishap, reason) => {
      fake.misbehave(mishap);
      const input = transfer();
      const failure = payouts().transferToBankCard(input);
      await expect(failure).rejects.toBeInstanceOf(PayoutUnavailable);
      await expect(failure).rejects.toThrow(reason);
      fake.misbehave(undefined);
      await expect(payouts().transferToBankCard(input)).resolves.toMatchObject({ status: 'processing' });
    },
  );

  it('is unavailable when Alipay cannot be reached', async () => {
    const unreachable = payouts({ gateway: 'http://127.0.0.1:9/gateway.do', timeoutMs: 2000 });
    await expect(unreachable.transferToBankCard(transfer())).rejects.toBeInstanceOf(PayoutUnavailable);
    await expect(unreachable.queryTransfer('W1')).rejects.toBeInstanceOf(PayoutUnavailable);
  });

  it('is refused by Alipay when the request is signed with a key Alipay does not know', async () => {
    await expect(payouts({ privateKey: stranger.privateKey }).transferToBankCard(transfer())).rejects.toMatchObject({
      name: 'PayoutRefused',
      reason: '40002 isv.invalid-signature 验签出错',
    });
  });

  it("sends the certificates' serials, signed, in certificate mode", async () => {
    const certificateSerials = { appCertSn: '866efef280dec9137a87d047ac446315', alipayRootCertSn: 'aa_bb' };
    await payouts({ certificateSerials }).transferToBankCard(transfer());
    expect(fake.received[0]).toMatchObject({
      signedByApp: true,
      params: { app_cert_sn: certificateSerials.appCertSn, alipay_root_cert_sn: 'aa_bb' },
    });
  });
});
