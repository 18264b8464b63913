import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { fenToYuanText, wireYuanToFen } from '@tallybook/domain';
import { type KeyMaterial, privateKeyFrom, publicKeyFrom } from './keys.ts';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  type NotificationInput,
  PaymentCreationFailed,
  PaymentNotificationRejected,
  type PaymentOutcome,
  type PaymentProvider,
  type VerifiedNotification,
} from './payment-provider.ts';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
/** Alipay limits `subject` to 256 characters. */
const SUBJECT_MAX_LENGTH = 256;

export interface AlipayOptions {
  appId: string;
  /** The application's private key (RSA2). */
  privateKey: KeyMaterial;
  /** Alipay's public key, from the open platform console. */
  alipayPublicKey: KeyMaterial;
  gateway?: string;
  now?: () => Date;
}

/** `yyyy-MM-dd HH:mm:ss` in UTC+8, Alipay's timestamp. */
export function alipayTimestamp(instant: Date): string {
  const shifted = new Date(instant.getTime() + 8 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

/** The signed content: `k=v` pairs sorted by key, without `sign`, the excluded keys and empty values. */
export function alipaySigningContent(
  params: Readonly<Record<string, string>>,
  exclude: readonly string[] = [],
): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && !exclude.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function signAlipayParams(privateKey: KeyObject, params: Readonly<Record<string, string>>): string {
  return createSign('RSA-SHA256').update(alipaySigningContent(params), 'utf8').sign(privateKey, 'base64');
}

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
