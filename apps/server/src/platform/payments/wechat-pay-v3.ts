import { createDecipheriv, createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { type KeyMaterial, privateKeyFrom, publicKeyFrom } from './keys.ts';
import {
  assertRefundAmount,
  type CreatedPayment,
  type CreatePaymentInput,
  headerValue,
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

export const WECHATPAY_API_BASE = 'https://api.mch.weixin.qq.com';
/** A notification (or a response) older or newer than this is refused: WeChat's documented replay window. */
export const WECHATPAY_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;
const REQUEST_TIMEOUT_MS = 10_000;
/** WeChat limits `description` to 127 characters. */
const DESCRIPTION_MAX_LENGTH = 127;
const AUTH_TAG_LENGTH = 16;
/** WeChat's out_trade_no: 6 to 32 letters, digits, _ - | *. */
const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
/** WeChat's out_refund_no: 1 to 64 letters, digits, _ - | * @. */
const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;
/** WeChat limits a refund's `reason` to 80 characters. */
const REFUND_REASON_MAX_LENGTH = 80;
export const WECHATPAY_REFUND_PATH = '/v3/refund/domestic/refunds';
/** Error codes after which the refund may or may not exist: send it again with the same out_refund_no. */
const UNCERTAIN_REFUND_CODES: ReadonlySet<string> = new Set(['SYSTEM_ERROR', 'FREQUENCY_LIMITED']);

export interface WechatPayOptions {
  mchId: string;
  appId: string;
  /** Serial number of the merchant's API certificate (serial_no of the Authorization header). */
  merchantSerial: string;
  merchantPrivateKey: KeyMaterial;
  /** WeChat Pay's platform public key (PEM public key or platform certificate). */
  platformPublicKey: KeyMaterial;
  /** Serial of that platform key, as WeChat sends it in Wechatpay-Serial. */
  platformSerial: string;
  /** The 32-character APIv3 key that encrypts notification resources. */
  apiV3Key: string;
  fetch?: typeof fetch;
  now?: () => Date;
  apiBase?: string;
}

/** SHA256withRSA, base64: the signature of every v3 message. */
export function signWechatPayMessage(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

/** The signed message of a notification or response: `${timestamp}\n${nonce}\n${body}\n`. */
export function wechatPayNotificationMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** AEAD_AES_256_GCM with the APIv3 key; the ciphertext's last 16 bytes are the tag. */
export function decryptWechatPayResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data?: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= AUTH_TAG_LENGTH) throw new PaymentNotificationRejected('resource too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'), {
    authTagLength: AUTH_TAG_LENGTH,
  });
  decipher.setAuthTag(data.subarray(data.length - AUTH_TAG_LENGTH));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - AUTH_TAG_LENGTH)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new PaymentNotificationRejected('resource does not decrypt with the APIv3 key');
  }
}

const notificationSchema = z.object({
  id: z.string().optional(),
  event_type: z.string().optional(),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
  }),
});

const transactionSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().min(1),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int().nonnegative() }),
});

/** A queried transaction: transaction_id and amount only once it was paid. */
const queriedTransactionSchema = z.object({
  mchid: z.string(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().min(1).optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int().nonnegative() }).optional(),
});

/** trade_state → how the trade stands when queried (decision 0087); REFUND was paid before it was refunded. */
const STATE_OF_TRADE_STATE: Readonly<Record<string, 'paid' | 'unpaid' | 'closed'>> = {
  SUCCESS: 'paid',
  REFUND: 'paid',
  NOTPAY: 'unpaid',
  USERPAYING: 'unpaid',
  CLOSED: 'closed',
  REVOKED: 'closed',
  PAYERROR: 'closed',
};

/** WeChat Pay's rfc3339 time in Beijing time (time_expire): 2026-12-08T10:34:56+08:00. */
export function wechatPayTime(instant: Date): string {
  const shifted = new Date(instant.getTime() + 8 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}

/** trade_state → outcome; the states not listed (NOTPAY, USERPAYING, REFUND) are not a final answer. */
const OUTCOME_OF_TRADE_STATE: Readonly<Record<string, PaymentOutcome>> = {
  SUCCESS: 'paid',
  CLOSED: 'cancelled',
  REVOKED: 'cancelled',
  PAYERROR: 'failed',
};

type Headers = NotificationInput['headers'];

const nonce = () => randomBytes(16).toString('hex');

/** WeChat Pay could not be reached, or its answer was not JSON or not signed by its platform key. */
class WechatPayUnreachable extends Error {}

export interface WechatPay extends PaymentProvider {
  readonly name: 'wechatpay';
}

/** WeChat Pay API v3: Native (QR) for the web, APP and JSAPI parameters for the apps. */
export function createWechatPay(options: WechatPayOptions): WechatPay {
  const merchantKey = privateKeyFrom(options.merchantPrivateKey);
  const platformKey = publicKeyFrom(options.platformPublicKey);
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const apiBase = options.apiBase ?? WECHATPAY_API_BASE;
  if (Buffer.byteLength(options.apiV3Key, 'utf8') !== 32) throw new RangeError('the APIv3 key must be 32 bytes');

  /** Checks Wechatpay-* headers against the platform key; answers the reason when they do not hold. */
  function signatureProblem(headers: Headers, body: string): string | undefined {
    const timestamp = headerValue(headers, 'wechatpay-timestamp');
    const nonceValue = headerValue(headers, 'wechatpay-nonce');
    const signature = headerValue(headers, 'wechatpay-signature');
    const serial = headerValue(headers, 'wechatpay-serial');
    if (!timestamp || !nonceValue || !signature || !serial) return 'missing Wechatpay-* headers';
    if (serial.trim().toUpperCase() !== options.platformSerial.trim().toUpperCase()) {
      return 'unknown platform serial';
    }
    if (!/^\d{1,12}$/.test(timestamp)) return 'bad timestamp';
    if (Math.abs(now().getTime() - Number(timestamp) * 1000) > WECHATPAY_TIMESTAMP_TOLERANCE_MS) {
      return 'stale timestamp';
    }
    const verifier = createVerify('RSA-SHA256').update(
      wechatPayNotificationMessage(timestamp, nonceValue, body),
      'utf8',
    );
    return verifier.verify(platformKey, signature, 'base64') ? undefined : 'bad signature';
  }

  function authorization(method: string, urlPath: string, body: string): string {
    const timestamp = String(Math.floor(now().getTime() / 1000));
    const nonceStr = nonce();
    const signature = signWechatPayMessage(merchantKey, `${method}\n${urlPath}\n${timestamp}\n${nonceStr}\n${body}\n`);
    return `WECHATPAY2-SHA256-RSA2048 mchid="${options.mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="${options.merchantSerial}"`;
  }

  /** One signed request; answers the HTTP status and the JSON, verified as WeChat's when it is a 2xx. */
  async function send(
    urlPath: string,
    payload: unknown,
    method: 'POST' | 'GET' = 'POST',
  ): Promise<{ status: number; json: Record<string, unknown> }> {
    // a GET is signed over an empty body and sends none
    const body = method === 'GET' ? '' : JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetchImpl(`${apiBase}${urlPath}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
          'user-agent': 'Tallybook-server',
          authorization: authorization(method, urlPath, body),
        },
        ...(method === 'GET' ? {} : { body }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new WechatPayUnreachable(`WeChat Pay unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: Record<string, unknown>;
    try {
      // 204 No Content (close-order) has no body: its signature covers the empty string
      json = response.status === 204 && text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
    } catch {
      throw new WechatPayUnreachable(`WeChat Pay answered ${response.status} without JSON`);
    }
    if (response.ok) {
      const problem = signatureProblem(Object.fromEntries(response.headers.entries()), text);
      if (problem) throw new WechatPayUnreachable(`WeChat Pay response not authentic: ${problem}`);
    }
    return { status: response.status, json };
  }

  async function post(urlPath: string, payload: unknown): Promise<Record<string, unknown>> {
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      answer = await send(urlPath, payload);
    } catch (error) {
      if (error instanceof WechatPayUnreachable) throw new PaymentCreationFailed(error.message);
      throw error;
    }
    if (answer.status < 200 || answer.status > 299) {
      throw new PaymentCreationFailed(`WeChat Pay refused: ${answer.json.code} ${answer.json.message}`);
    }
    return answer.json;
  }

  function order(input: CreatePaymentInput) {
    if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) {
      throw new RangeError(`amountFen must be a positive integer, got ${input.amountFen}`);
    }
    if (!OUT_TRADE_NO.test(input.tradeNo)) throw new RangeError(`WeChat Pay cannot take trade number ${input.tradeNo}`);
    return {
      appid: options.appId,
      mchid: options.mchId,
      description: Array.from(input.description).slice(0, DESCRIPTION_MAX_LENGTH).join(''),
      out_trade_no: input.tradeNo,
      notify_url: input.notifyUrl,
      amount: { total: input.amountFen, currency: 'CNY' },
      ...(input.expiresAt ? { time_expire: wechatPayTime(input.expiresAt) } : {}),
    };
  }

  function prepayIdOf(json: Record<string, unknown>): string {
    if (typeof json.prepay_id !== 'string') throw new PaymentCreationFailed('WeChat Pay gave no prepay_id');
    return json.prepay_id;
  }

  const timestampNow = () => String(Math.floor(now().getTime() / 1000));

  return {
    name: 'wechatpay',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (input.payType === 1) {
        const json = await post('/v3/pay/transactions/native', order(input));
        if (typeof json.code_url !== 'string') throw new PaymentCreationFailed('WeChat Pay gave no code_url');
        return { payUrl: json.code_url, params: null };
      }
      if (input.payType === 30) {
        const prepayId = prepayIdOf(await post('/v3/pay/transactions/app', order(input)));
        const timestamp = timestampNow();
        const nonceStr = nonce();
        const sign = signWechatPayMessage(merchantKey, `${options.appId}\n${timestamp}\n${nonceStr}\n${prepayId}\n`);
        return {
          payUrl: null,
          params: {
            appid: options.appId,
            partnerid: options.mchId,
            prepayid: prepayId,
            package: 'Sign=WXPay',
            noncestr: nonceStr,
            timestamp,
            sign,
          },
        };
      }
      if (input.payType === 26) {
        if (!input.openid) throw new PaymentCreationFailed('a JSAPI payment needs the payer openid', true);
        const prepayId = prepayIdOf(
          await post('/v3/pay/transactions/jsapi', { ...order(input), payer: { openid: input.openid } }),
        );
        const timeStamp = timestampNow();
        const nonceStr = nonce();
        const pack = `prepay_id=${prepayId}`;
        const paySign = signWechatPayMessage(merchantKey, `${options.appId}\n${timeStamp}\n${nonceStr}\n${pack}\n`);
        return {
          payUrl: null,
          params: { appId: options.appId, timeStamp, nonceStr, package: pack, signType: 'RSA', paySign },
        };
      }
      throw new PaymentCreationFailed(`WeChat Pay does not take payType ${input.payType}`, true);
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      assertRefundAmount(input);
      if (!OUT_REFUND_NO.test(input.refundNo))
        throw new RangeError(`WeChat Pay cannot take refund number ${input.refundNo}`);
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(WECHATPAY_REFUND_PATH, {
          out_trade_no: input.tradeNo,
          out_refund_no: input.refundNo,
          reason: Array.from(input.reason).slice(0, REFUND_REASON_MAX_LENGTH).join(''),
          amount: { refund: input.amountFen, total: input.totalFen, currency: 'CNY' },
        });
      } catch (error) {
        if (error instanceof WechatPayUnreachable) throw new RefundUnavailable(error.message);
        throw error;
      }
      const { status, json } = answer;
      if (status < 200 || status > 299) {
        const reason = `${String(json.code ?? status)} ${String(json.message ?? '')}`.trim();
        if (status === 429 || status >= 500 || UNCERTAIN_REFUND_CODES.has(String(json.code))) {
          throw new RefundUnavailable(reason);
        }
        throw new RefundRefused(reason);
      }
      // An answer about another refund is no answer about ours.
      if (json.out_refund_no !== input.refundNo) {
        throw new RefundUnavailable(`WeChat Pay answered about refund ${String(json.out_refund_no)}`);
      }
      const providerRefundId = typeof json.refund_id === 'string' ? json.refund_id : null;
      switch (json.status) {
        case 'SUCCESS':
          return { status: 'succeeded', providerRefundId };
        case 'PROCESSING':
          return { status: 'processing', providerRefundId };
        case 'CLOSED':
          throw new RefundRefused('CLOSED: WeChat Pay closed the refund');
        case 'ABNORMAL':
          throw new RefundRefused(
            "ABNORMAL: the payer's account could not take the refund; handle it on WeChat Pay's merchant platform",
          );
        default:
          throw new RefundUnavailable(`WeChat Pay answered an unknown refund status ${String(json.status)}`);
      }
    },

    /** GET /v3/pay/transactions/out-trade-no/{out_trade_no}?mchid=…: 404 ORDER_NOT_EXIST is a trade WeChat never made. */
    async queryTrade(tradeNo: string): Promise<TradeState> {
      if (!OUT_TRADE_NO.test(tradeNo)) throw new RangeError(`WeChat Pay cannot take trade number ${tradeNo}`);
      const urlPath = `/v3/pay/transactions/out-trade-no/${tradeNo}?mchid=${encodeURIComponent(options.mchId)}`;
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(urlPath, undefined, 'GET');
      } catch (error) {
        if (error instanceof WechatPayUnreachable) throw new TradeQueryUnavailable(error.message);
        throw error;
      }
      const { status, json } = answer;
      if (status === 404 && json.code === 'ORDER_NOT_EXIST') return { state: 'absent' };
      if (status !== 200)
        throw new TradeQueryUnavailable(`${String(json.code ?? status)} ${String(json.message ?? '')}`);
      const parsed = queriedTransactionSchema.safeParse(json);
      if (!parsed.success) throw new TradeQueryUnavailable('WeChat Pay answered an unreadable transaction');
      const transaction = parsed.data;
      // an answer about another trade or merchant is no answer about ours
      if (transaction.out_trade_no !== tradeNo || transaction.mchid !== options.mchId) {
        throw new TradeQueryUnavailable(`WeChat Pay answered about trade ${transaction.out_trade_no}`);
      }
      const state = STATE_OF_TRADE_STATE[transaction.trade_state];
      if (!state)
        throw new TradeQueryUnavailable(`WeChat Pay answered an unknown trade_state ${transaction.trade_state}`);
      if (state !== 'paid') return { state };
      if (!transaction.transaction_id || !transaction.amount) {
        throw new TradeQueryUnavailable('WeChat Pay answered a paid trade without its transaction');
      }
      return { state, amountFen: transaction.amount.total, providerTransactionId: transaction.transaction_id };
    },

    /** POST /v3/pay/transactions/out-trade-no/{out_trade_no}/close {mchid}: 204 No Content once closed. */
    async closeTrade(tradeNo: string): Promise<void> {
      if (!OUT_TRADE_NO.test(tradeNo)) throw new RangeError(`WeChat Pay cannot take trade number ${tradeNo}`);
      let answer: Awaited<ReturnType<typeof send>>;
      try {
        answer = await send(`/v3/pay/transactions/out-trade-no/${tradeNo}/close`, { mchid: options.mchId });
      } catch (error) {
        if (error instanceof WechatPayUnreachable) throw new TradeQueryUnavailable(error.message);
        throw error;
      }
      const { status, json } = answer;
      if (status === 204 || (status === 400 && json.code === 'ORDER_CLOSED')) return;
      if (status === 404 && json.code === 'ORDER_NOT_EXIST') return;
      // USER_PAYING (202), ORDERPAID, an outage: not closed; the query says what it is
      throw new TradeQueryUnavailable(
        `WeChat Pay did not close: ${String(json.code ?? status)} ${String(json.message ?? '')}`,
      );
    },

    async verifyNotification(input: NotificationInput): Promise<VerifiedNotification> {
      const problem = signatureProblem(input.headers, input.rawBody);
      if (problem) throw new PaymentNotificationRejected(problem);
      let resource: z.output<typeof notificationSchema>['resource'];
      try {
        resource = notificationSchema.parse(JSON.parse(input.rawBody)).resource;
      } catch {
        throw new PaymentNotificationRejected('unreadable notification');
      }
      const plaintext = decryptWechatPayResource(options.apiV3Key, resource);
      let transaction: z.output<typeof transactionSchema>;
      try {
        transaction = transactionSchema.parse(JSON.parse(plaintext));
      } catch {
        throw new PaymentNotificationRejected('unreadable transaction');
      }
      if (transaction.mchid !== options.mchId) throw new PaymentNotificationRejected('another merchant');
      const outcome = OUTCOME_OF_TRADE_STATE[transaction.trade_state];
      if (!outcome) throw new PaymentNotificationRejected(`trade_state ${transaction.trade_state} is not final`);
      return {
        tradeNo: transaction.out_trade_no,
        amountFen: transaction.amount.total,
        outcome,
        providerTransactionId: transaction.transaction_id,
      };
    },

    acknowledgement: () => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 'SUCCESS', message: '成功' }),
    }),
  };
}
