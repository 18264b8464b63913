import { bankByCode, fenToYuanText } from '@tallybook/domain';
import { ALIPAY_GATEWAY } from '../payments/alipay.ts';
import { type AlipayAnswer, alipayAnswerReason, callAlipayGateway } from '../payments/alipay-gateway-call.ts';
import { type KeyMaterial, privateKeyFrom, publicKeyFrom } from '../payments/keys.ts';
import type { AlipayCertificateSerials } from './alipay-certificate-serials.ts';
import {
  assertPayoutAmount,
  bankCardDigits,
  PayoutNotFound,
  type PayoutProvider,
  PayoutRefused,
  type PayoutResult,
  PayoutUnavailable,
} from './payout-provider.ts';

export const ALIPAY_TRANSFER_METHOD = 'alipay.fund.trans.uni.transfer';
export const ALIPAY_TRANSFER_QUERY_METHOD = 'alipay.fund.trans.common.query';
/** Alipay's product "single transfer to a bank card without password", and its scene. */
const PRODUCT_CODE = 'TRANS_BANKCARD_NO_PWD';
const BIZ_SCENE = 'DIRECT_TRANSFER';
/** bankcard_ext_info.account_type: 2 is a private person's account (1 a company's). */
const PRIVATE_PERSON_ACCOUNT = '2';
const SUCCESS = '10000';
/** A memo within what Alipay's order_title and remark both take. */
const MEMO_MAX_LENGTH = 100;
const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * Sub-codes after which the transfer may or may not exist: ask again with the same out_biz_no. An
 * out_biz_no sent before with other details is one of them, so that a query, not a refusal, decides.
 */
const UNCERTAIN_SUB_CODES: ReadonlySet<string> = new Set([
  'SYSTEM_ERROR',
  'ACQ.SYSTEM_ERROR',
  'aop.SYSTEM_ERROR',
  'isp.unknow-error',
  'PAYMENT_INFO_INCONSISTENCY',
]);

export interface AlipayPayoutsOptions {
  appId: string;
  /** The application's private key (RSA2). */
  privateKey: KeyMaterial;
  /** Alipay's public key, or Alipay's public-key certificate in certificate mode. */
  alipayPublicKey: KeyMaterial;
  gateway?: string;
  /** Public-key-certificate mode's serials (Alipay asks it of transfers); unset: public-key mode. */
  certificateSerials?: AlipayCertificateSerials;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

export interface AlipayPayouts extends PayoutProvider {
  readonly name: 'alipay';
}

/** Alipay's transfer statuses: SUCCESS, DEALING, FAIL, and REFUND (the bank sent the money back). */
function resultOf(answer: AlipayAnswer): PayoutResult {
  const providerRef = typeof answer.order_id === 'string' ? answer.order_id : null;
  switch (answer.status) {
    case 'SUCCESS':
      return { status: 'succeeded', providerRef, failureReason: null };
    case 'DEALING':
      return { status: 'processing', providerRef, failureReason: null };
    case 'FAIL':
    case 'REFUND': {
      const reason = [answer.error_code, answer.fail_reason].filter((part) => typeof part === 'string' && part);
      const fallback = answer.status === 'REFUND' ? 'returned by the bank' : 'failed at Alipay';
      return { status: 'failed', providerRef, failureReason: reason.length > 0 ? reason.join(' ') : fallback };
    }
    default:
      throw new PayoutUnavailable(`Alipay answered an unknown transfer status ${String(answer.status)}`);
  }
}

/** An answer about another out_biz_no is no answer about ours. */
function assertAbout(answer: AlipayAnswer, payoutNo: string): void {
  if (answer.out_biz_no !== undefined && answer.out_biz_no !== payoutNo) {
    throw new PayoutUnavailable(`Alipay answered about ${String(answer.out_biz_no)}, not ${payoutNo}`);
  }
}

/** Alipay names the payee's bank by its name (inst_name); a code the domain does not know is sent as it is. */
function bankName(bankCode: string): string {
  return bankByCode(bankCode)?.names['zh-CN'] ?? bankCode;
}

function memoText(memo: string): string {
  return Array.from(memo).slice(0, MEMO_MAX_LENGTH).join('');
}

/**
 * Alipay's single transfer to a bank card (alipay.fund.trans.uni.transfer, TRANS_BANKCARD_NO_PWD) and
 * its query (alipay.fund.trans.common.query), RSA2-signed as a payment is. Alipay keeps one transfer
 * per out_biz_no: sending a payoutNo again answers the first transfer.
 */
export function createAlipayPayouts(options: AlipayPayoutsOptions): AlipayPayouts {
  const call = {
    appId: options.appId,
    privateKey: privateKeyFrom(options.privateKey),
    alipayPublicKey: publicKeyFrom(options.alipayPublicKey),
    gateway: options.gateway ?? ALIPAY_GATEWAY,
    certificateSerials: options.certificateSerials,
    fetch: options.fetch ?? fetch,
    now: options.now ?? (() => new Date()),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    unavailable: (reason: string) => new PayoutUnavailable(reason),
  };

  return {
    name: 'alipay',

    async transferToBankCard(input) {
      assertPayoutAmount(input.amountFen);
      const cardNo = bankCardDigits(input.cardNo);
      if (!cardNo) throw new PayoutRefused('invalid card number');
      const memo = memoText(input.memo);
      const answer = await callAlipayGateway(call, ALIPAY_TRANSFER_METHOD, {
        out_biz_no: input.payoutNo,
        trans_amount: fenToYuanText(input.amountFen),
        product_code: PRODUCT_CODE,
        biz_scene: BIZ_SCENE,
        order_title: memo,
        remark: memo,
        payee_info: {
          identity: cardNo,
          identity_type: 'BANKCARD_ACCOUNT',
          name: input.payeeName,
          bankcard_ext_info: { account_type: PRIVATE_PERSON_ACCOUNT, inst_name: bankName(input.bankCode) },
        },
      });
      if (answer.code !== SUCCESS) {
        if (answer.code === '20000' || UNCERTAIN_SUB_CODES.has(answer.sub_code ?? '')) {
          throw new PayoutUnavailable(alipayAnswerReason(answer));
        }
        throw new PayoutRefused(alipayAnswerReason(answer));
      }
      assertAbout(answer, input.payoutNo);
      return resultOf(answer);
    },

    async queryTransfer(payoutNo) {
      const answer = await callAlipayGateway(call, ALIPAY_TRANSFER_QUERY_METHOD, {
        out_biz_no: payoutNo,
        product_code: PRODUCT_CODE,
        biz_scene: BIZ_SCENE,
      });
      if (answer.code !== SUCCESS) {
        if (answer.sub_code === 'ORDER_NOT_EXIST') throw new PayoutNotFound(payoutNo);
        throw new PayoutUnavailable(alipayAnswerReason(answer));
      }
      assertAbout(answer, payoutNo);
      return resultOf(answer);
    },
  };
}
