import { createVerify } from 'node:crypto';
import { fenToYuanText, wireYuanToFen } from '@tallybook/domain';
import { type AlipayAnswer, alipayAnswerReason, callAlipayGateway } from './alipay-gateway-call.ts';
import { alipaySigningContent, alipayTimestamp, signAlipayParams } from './alipay-signing.ts';
import { type KeyMaterial, privateKeyFrom, publicKeyFrom } from './keys.ts';
import {
  assertRefundAmount,
  type CreatedPayment,
  type CreatePaymentInput,
  type NotificationInput,
  PaymentCreationFailed,
  PaymentNotificationRejected,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundInput,
  RefundRefused,
  type RefundResult,
  RefundUnavailable,
  TradeQueryUnavailable,
  type TradeState,
  type VerifiedNotification,
} from './payment-provider.ts';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
/** Alipay limits `subject` to 256 characters. */
const SUBJECT_MAX_LENGTH = 256;
export const ALIPAY_REFUND_METHOD = 'alipay.trade.refund';
export const ALIPAY_REFUND_QUERY_METHOD = 'alipay.trade.fastpay.refund.query';
export const ALIPAY_QUERY_METHOD = 'alipay.trade.query';
export const ALIPAY_CLOSE_METHOD = 'alipay.trade.close';
/** How a queried trade_status stands (decision 0087); TRADE_CLOSED is closed unpaid (or refunded in full). */
const STATE_OF_TRADE_STATUS: Readonly<Record<string, 'paid' | 'unpaid' | 'closed'>> = {
  WAIT_BUYER_PAY: 'unpaid',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};
/** Alipay limits `refund_reason` to 256 characters. */
const REFUND_REASON_MAX_LENGTH = 256;
const DEFAULT_TIMEOUT_MS = 10_000;
/** Sub-codes after which the refund may or may not exist: ask again with the same out_request_no. */
const UNCERTAIN_REFUND_SUB_CODES: ReadonlySet<string> = new Set([
  'ACQ.SYSTEM_ERROR',
  'aop.SYSTEM_ERROR',
  'isp.unknow-error',
]);

export interface AlipayOptions {
  appId: string;
  /** The application's private key (RSA2). */
  privateKey: KeyMaterial;
  /** Alipay's public key, from the open platform console. */
  alipayPublicKey: KeyMaterial;
  gateway?: string;
  now?: () => Date;
  /** The server-to-server calls (refunds). */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export { alipaySigningContent, alipayTimestamp, signAlipayParams } from './alipay-signing.ts';

const OUTCOME_OF_TRADE_STATUS: Readonly<Record<string, PaymentOutcome>> = {
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'cancelled',
};

export interface Alipay extends PaymentProvider {
  readonly name: 'alipay';
}

/** Alipay open platform: page pay (web, payType 2) and the app order string (payType 36); RSA2. */
export function createAlipay(options: AlipayOptions): Alipay {
  const privateKey = privateKeyFrom(options.privateKey);
  const alipayPublicKey = publicKeyFrom(options.alipayPublicKey);
  const gateway = options.gateway ?? ALIPAY_GATEWAY;
  const now = options.now ?? (() => new Date());
  const call = {
    appId: options.appId,
    privateKey,
    alipayPublicKey,
    gateway,
    certificateSerials: undefined,
    fetch: options.fetch ?? fetch,
    now,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    unavailable: (reason: string) => new RefundUnavailable(reason),
  };
  const tradeCall = { ...call, unavailable: (reason: string) => new TradeQueryUnavailable(reason) };

  /** A refused call: uncertain ones (a system error, Alipay busy) may be sent again; the rest refunded nothing. */
  function refusal(answer: AlipayAnswer): Error {
    const reason = alipayAnswerReason(answer);
    if (answer.code === '20000' || UNCERTAIN_REFUND_SUB_CODES.has(answer.sub_code ?? '')) {
      return new RefundUnavailable(reason);
    }
    return new RefundRefused(reason);
  }

  /** alipay.trade.fastpay.refund.query: REFUND_SUCCESS once the money went back; otherwise not (yet). */
  async function refundQuery(input: RefundInput): Promise<RefundResult> {
    const answer = await callAlipayGateway(call, ALIPAY_REFUND_QUERY_METHOD, {
      out_trade_no: input.tradeNo,
      out_request_no: input.refundNo,
    });
    if (answer.code !== '10000') throw refusal(answer);
    return { status: answer.refund_status === 'REFUND_SUCCESS' ? 'succeeded' : 'processing', providerRefundId: null };
  }

  function signedParams(method: string, input: CreatePaymentInput, productCode: string): Record<string, string> {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) {
      throw new RangeError(`amountFen must be a positive integer, got ${input.amountFen}`);
    }
    const params: Record<string, string> = {
      app_id: options.appId,
      method,
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTimestamp(now()),
      version: '1.0',
      notify_url: input.notifyUrl,
      return_url: method === 'alipay.trade.page.pay' ? input.returnUrl : '',
      biz_content: JSON.stringify({
        out_trade_no: input.tradeNo,
        total_amount: fenToYuanText(input.amountFen),
        subject: Array.from(input.description).slice(0, SUBJECT_MAX_LENGTH).join(''),
        product_code: productCode,
        // a page-pay trade exists at Alipay only once the payer opens the page: after this, it cannot
        ...(input.expiresAt ? { time_expire: alipayTimestamp(input.expiresAt) } : {}),
      }),
    };
    const present = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== ''));
    return { ...present, sign: signAlipayParams(privateKey, present) };
  }

  return {
    name: 'alipay',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.payType === 2) {
        const params = signedParams('alipay.trade.page.pay', input, 'FAST_INSTANT_TRADE_PAY');
        return { payUrl: `${gateway}?${new URLSearchParams(params)}`, params: null };
      }
      if (input.payType === 36) {
        // The app hands this order string to Alipay's SDK as it is.
        const params = signedParams('alipay.trade.app.pay', input, 'QUICK_MSECURITY_PAY');
        return { payUrl: null, params: { orderStr: new URLSearchParams(params).toString() } };
      }
      throw new PaymentCreationFailed(`Alipay does not take payType ${input.payType}`, true);
    },

    /**
     * alipay.trade.refund under out_request_no: fund_change Y is a refund done now. Alipay answers a
     * number sent before with fund_change N, so then the refund query tells whether it was done.
     */
    async refund(input: RefundInput): Promise<RefundResult> {
      assertRefundAmount(input);
      const answer = await callAlipayGateway(call, ALIPAY_REFUND_METHOD, {
        out_trade_no: input.tradeNo,
        refund_amount: fenToYuanText(input.amountFen),
        out_request_no: input.refundNo,
        refund_reason: Array.from(input.reason).slice(0, REFUND_REASON_MAX_LENGTH).join(''),
      });
      if (answer.code !== '10000') throw refusal(answer);
      if (answer.out_trade_no !== undefined && answer.out_trade_no !== input.tradeNo) {
        throw new RefundUnavailable(`Alipay answered about trade ${String(answer.out_trade_no)}`);
      }
      if (answer.fund_change === 'Y') return { status: 'succeeded', providerRefundId: null };
      return refundQuery(input);
    },

    /** alipay.trade.query: ACQ.TRADE_NOT_EXIST is a trade the payer never opened. */
    async queryTrade(tradeNo: string): Promise<TradeState> {
      const answer = await callAlipayGateway(tradeCall, ALIPAY_QUERY_METHOD, { out_trade_no: tradeNo });
      if (answer.code === '40004' && answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'absent' };
      if (answer.code !== '10000') throw new TradeQueryUnavailable(alipayAnswerReason(answer));
      if (answer.out_trade_no !== tradeNo) {
        throw new TradeQueryUnavailable(`Alipay answered about trade ${String(answer.out_trade_no)}`);
      }
      const state = STATE_OF_TRADE_STATUS[String(answer.trade_status)];
      if (!state)
        throw new TradeQueryUnavailable(`Alipay answered an unknown trade_status ${String(answer.trade_status)}`);
      if (state !== 'paid') return { state };
      const amountFen = wireYuanToFen(String(answer.total_amount ?? ''));
      if (amountFen === undefined || typeof answer.trade_no !== 'string' || answer.trade_no === '') {
        throw new TradeQueryUnavailable('Alipay answered a paid trade without its amount or number');
      }
      return { state, amountFen, providerTransactionId: answer.trade_no };
    },

    /** alipay.trade.close: a trade Alipay does not have (never opened) needs no closing. */
    async closeTrade(tradeNo: string): Promise<void> {
      const answer = await callAlipayGateway(tradeCall, ALIPAY_CLOSE_METHOD, { out_trade_no: tradeNo });
      if (answer.code === '10000') return;
      if (answer.code === '40004' && answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      // ACQ.TRADE_STATUS_ERROR (paid or closed already), an outage: the query says which
      throw new TradeQueryUnavailable(alipayAnswerReason(answer));
    },

    async verifyNotification(input: NotificationInput): Promise<VerifiedNotification> {
      const params = Object.fromEntries(new URLSearchParams(input.rawBody));
      if (!params.sign) throw new PaymentNotificationRejected('missing sign');
      if (params.sign_type && params.sign_type !== 'RSA2') throw new PaymentNotificationRejected('not RSA2');
      const content = alipaySigningContent(params, ['sign_type']);
      const authentic = createVerify('RSA-SHA256')
        .update(content, 'utf8')
        .verify(alipayPublicKey, params.sign, 'base64');
      if (!authentic) throw new PaymentNotificationRejected('bad signature');
      if (params.app_id !== options.appId) throw new PaymentNotificationRejected('another app_id');
      const outcome = OUTCOME_OF_TRADE_STATUS[params.trade_status ?? ''];
      if (!outcome) throw new PaymentNotificationRejected(`trade_status ${params.trade_status} is not final`);
      const amountFen = wireYuanToFen(params.total_amount ?? '');
      if (amountFen === undefined) throw new PaymentNotificationRejected('unreadable total_amount');
      if (!params.out_trade_no || !params.trade_no) throw new PaymentNotificationRejected('missing trade numbers');
      return { tradeNo: params.out_trade_no, amountFen, outcome, providerTransactionId: params.trade_no };
    },

    acknowledgement: () => ({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' }),
  };
}
