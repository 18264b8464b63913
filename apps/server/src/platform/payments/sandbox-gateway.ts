import { createHmac, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import {
  assertRefundAmount,
  type CreatedPayment,
  type CreatePaymentInput,
  headerValue,
  type NotificationInput,
  PaymentNotificationRejected,
  type PaymentOutcome,
  type PaymentProvider,
  type RefundInput,
  RefundRefused,
  type RefundResult,
  type TradeState,
  type VerifiedNotification,
} from './payment-provider.ts';
import { memoryRefundBook, type SandboxRefund, type SandboxRefundBook } from './sandbox-refunds.ts';
import { memoryTradeBook, type SandboxTradeBook } from './sandbox-trades.ts';

/** The hosted page of the sandbox gateway (GET shows it, POST takes the payer's decision). */
export const SANDBOX_PAY_PATH = '/sandbox/pay';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A notification older (or newer) than this is refused, so a captured one cannot be replayed later. */
export const SANDBOX_NOTIFICATION_TOLERANCE_MS = 5 * 60 * 1000;
const DEFAULT_TOKEN_TTL_MS = 60 * 60 * 1000;
const DEFAULT_DELIVERY_TIMEOUT_MS = 5000;
/** Waits before the 2nd to 5th delivery attempts, as a provider's test mode backs off. */
const DEFAULT_RETRY_DELAYS_MS = [2000, 10_000, 60_000, 300_000] as const;

export const SANDBOX_DECISIONS = ['pay', 'fail', 'cancel'] as const;
export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];
const OUTCOME_OF: Readonly<Record<SandboxDecision, PaymentOutcome>> = {
  pay: 'paid',
  fail: 'failed',
  cancel: 'cancelled',
};

/** What a pay-page token carries; signed, so nobody can make the gateway notify an address of their own. */
export interface SandboxPaymentClaims {
  tradeNo: string;
  amountFen: number;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** The JSON body of the gateway's notification. */
export interface SandboxNotification {
  tradeNo: string;
  amountFen: number;
  outcome: PaymentOutcome;
  transactionId: string;
  decidedAt: string;
}

const claimsSchema = z.object({
  tradeNo: z.string().min(1),
  amountFen: z.number().int().positive(),
  description: z.string(),
  notifyUrl: z.string().min(1),
  returnUrl: z.string().min(1),
  expiresAt: z.number().int(),
});

const notificationSchema = z.object({
  tradeNo: z.string().min(1).max(64),
  amountFen: z.number().int().nonnegative(),
  outcome: z.enum(['paid', 'failed', 'cancelled']),
  transactionId: z.string().min(1).max(64),
  decidedAt: z.string(),
});

/** A pay-page token that is forged, altered or expired. */
export class SandboxTokenRejected extends Error {
  override name = 'SandboxTokenRejected';
}

function hmac(secret: string, text: string): Buffer {
  return createHmac('sha256', secret).update(text, 'utf8').digest();
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

export function signSandboxToken(secret: string, claims: SandboxPaymentClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${hmac(secret, `pay-token.${payload}`).toString('base64url')}`;
}

export function readSandboxToken(secret: string, token: string, nowMs: number): SandboxPaymentClaims {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw new SandboxTokenRejected('malformed token');
  if (!sameBytes(Buffer.from(signature, 'base64url'), hmac(secret, `pay-token.${payload}`))) {
    throw new SandboxTokenRejected('bad token signature');
  }
  let claims: SandboxPaymentClaims;
  try {
    claims = claimsSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw new SandboxTokenRejected('unreadable token');
  }
  if (claims.expiresAt <= nowMs) throw new SandboxTokenRejected('token expired');
  return claims;
}

/** The `x-sandbox-signature` of a notification: hex HMAC-SHA256 over `${timestamp}.${rawBody}`. */
export function signSandboxNotification(secret: string, body: string, timestamp: string | number): string {
  return hmac(secret, `${timestamp}.${body}`).toString('hex');
}

/** The headers and body of a signed notification (what the gateway posts; tests forge them too). */
export function sandboxNotificationRequest(
  secret: string,
  notification: SandboxNotification,
  timestampSeconds: number,
): { headers: Record<string, string>; rawBody: string } {
  const rawBody = JSON.stringify(notification);
  const timestamp = String(timestampSeconds);
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: timestamp,
      [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(secret, rawBody, timestamp),
    },
  };
}

/** Appends `tradeNo` and `result` to the return address, keeping a relative address relative. */
function returnAddress(returnUrl: string, tradeNo: string, outcome: PaymentOutcome): string {
  const relative = returnUrl.startsWith('/') && !returnUrl.startsWith('//');
  const url = new URL(returnUrl, 'http://sandbox.invalid');
  url.searchParams.set('tradeNo', tradeNo);
  url.searchParams.set('result', outcome);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

export interface SandboxGatewayOptions {
  /** Signs pay-page tokens and notifications (PAYMENT_SANDBOX_SECRET). */
  secret: string;
  fetch?: typeof fetch;
  now?: () => Date;
  tokenTtlMs?: number;
  deliveryTimeoutMs?: number;
  /** Waits before each retry; its length + 1 is the number of attempts (5 by default). */
  retryDelaysMs?: readonly number[];
  /** Told when a notification could not be delivered at all. */
  onUndelivered?: (notification: SandboxNotification, notifyUrl: string) => void;
  /** Where its refunds are kept: the database in the server; in memory by default (tests). */
  refundBook?: SandboxRefundBook;
  /** Where it keeps how its trades ended (decisions, closes): the database in the server; in memory by default. */
  tradeBook?: SandboxTradeBook;
}

export interface SandboxDecisionResult {
  /** Where the browser goes next: returnUrl with tradeNo and result. */
  redirectUrl: string;
  notification: SandboxNotification;
  /** Whether the first delivery attempt was answered 2xx (later attempts run in the background). */
  delivered: boolean;
}

export interface SandboxGateway extends PaymentProvider {
  readonly name: 'sandbox';
  /** The refunds this gateway made, oldest first. */
  refunds(): Promise<SandboxRefund[]>;
  /** The claims of a valid pay-page token; throws SandboxTokenRejected. */
  readToken(token: string): SandboxPaymentClaims;
  /**
   * The payer's decision: notifies notifyUrl (awaiting the first attempt, retrying in the background
   * until a 2xx) and answers where the browser goes. A relative notifyUrl is resolved against `origin`.
   */
  decide(token: string, decision: SandboxDecision, origin?: string): Promise<SandboxDecisionResult>;
  /** Resolves once every delivery under way has succeeded or given up. */
  settled(): Promise<void>;
  /** Stops the retries still waiting (server shutdown). */
  close(): void;
}

/** The built-in payment provider, behaving like a provider's test mode (decision 0011, 0012). */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { secret } = options;
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const tokenTtlMs = options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
  const deliveryTimeoutMs = options.deliveryTimeoutMs ?? DEFAULT_DELIVERY_TIMEOUT_MS;
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const shutdown = new AbortController();
  const underWay = new Set<Promise<void>>();

  /** One POST of the notification, freshly timestamped and signed; true when answered 2xx. */
  async function attempt(notifyUrl: string, notification: SandboxNotification): Promise<boolean> {
    const { headers, rawBody } = sandboxNotificationRequest(secret, notification, Math.floor(now().getTime() / 1000));
    try {
      const response = await fetchImpl(notifyUrl, {
        method: 'POST',
        headers,
        body: rawBody,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(deliveryTimeoutMs), shutdown.signal]),
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  async function retry(notifyUrl: string, notification: SandboxNotification): Promise<void> {
    for (const delayMs of retryDelaysMs) {
      try {
        await sleep(delayMs, undefined, { signal: shutdown.signal, ref: false });
      } catch {
        return;
      }
      if (await attempt(notifyUrl, notification)) return;
    }
    options.onUndelivered?.(notification, notifyUrl);
  }

  function inBackground(work: Promise<void>): void {
    underWay.add(work);
    void work.finally(() => underWay.delete(work));
  }

  const readToken = (token: string) => readSandboxToken(secret, token, now().getTime());
  // One refund per number, one per trade, as a provider's test mode keeps them.
  const refundBook = options.refundBook ?? memoryRefundBook();
  const tradeBook = options.tradeBook ?? memoryTradeBook();

  return {
    name: 'sandbox',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0) {
        throw new RangeError(`amountFen must be a positive integer, got ${input.amountFen}`);
      }
      const token = signSandboxToken(secret, {
        tradeNo: input.tradeNo,
        amountFen: input.amountFen,
        description: input.description,
        notifyUrl: input.notifyUrl,
        returnUrl: input.returnUrl,
        expiresAt: now().getTime() + tokenTtlMs,
      });
      return { payUrl: `${SANDBOX_PAY_PATH}?token=${token}`, params: null };
    },

    async verifyNotification(input: NotificationInput): Promise<VerifiedNotification> {
      const timestamp = headerValue(input.headers, SANDBOX_TIMESTAMP_HEADER);
      const signature = headerValue(input.headers, SANDBOX_SIGNATURE_HEADER);
      if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw new PaymentNotificationRejected('missing timestamp');
      if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new PaymentNotificationRejected('missing signature');
      const expected = hmac(secret, `${timestamp}.${input.rawBody}`);
      if (!sameBytes(Buffer.from(signature, 'hex'), expected)) throw new PaymentNotificationRejected('bad signature');
      if (Math.abs(now().getTime() - Number(timestamp) * 1000) > SANDBOX_NOTIFICATION_TOLERANCE_MS) {
        throw new PaymentNotificationRejected('stale timestamp');
      }
      let body: SandboxNotification;
      try {
        body = notificationSchema.parse(JSON.parse(input.rawBody));
      } catch {
        throw new PaymentNotificationRejected('unreadable body');
      }
      return {
        tradeNo: body.tradeNo,
        amountFen: body.amountFen,
        outcome: body.outcome,
        providerTransactionId: body.transactionId,
      };
    },

    acknowledgement: () => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 'SUCCESS' }),
    }),

    /**
     * Refunds at once, as a test mode does: the same number sent again answers the same refund; a
     * number already used for another refund, or a second refund of one trade, is refused.
     */
    async refund(input: RefundInput): Promise<RefundResult> {
      assertRefundAmount(input);
      const kept = await refundBook.record({
        ...input,
        refundId: `sandbox-refund-${hmac(secret, `refund.${input.refundNo}`).toString('hex').slice(0, 20)}`,
        refundedAt: now().toISOString(),
      });
      if (kept.refundNo !== input.refundNo) throw new RefundRefused(`trade ${input.tradeNo} is refunded already`);
      if (kept.tradeNo !== input.tradeNo || kept.amountFen !== input.amountFen) {
        throw new RefundRefused(`refund number ${input.refundNo} was used for another refund`);
      }
      return { status: 'succeeded', providerRefundId: kept.refundId };
    },

    refunds: () => refundBook.list(),

    /** A trade nobody decided is payable while its pay-page token lives: unpaid, never absent. */
    async queryTrade(tradeNo: string): Promise<TradeState> {
      const trade = await tradeBook.find(tradeNo);
      if (!trade) return { state: 'unpaid' };
      if (trade.state === 'paid' && trade.transactionId) {
        return { state: 'paid', amountFen: trade.amountFen, providerTransactionId: trade.transactionId };
      }
      return { state: 'closed' };
    },

    /** Closes a trade nobody decided; its pay page then refuses the payer. A decided trade keeps its decision. */
    async closeTrade(tradeNo: string): Promise<void> {
      await tradeBook.record({
        tradeNo,
        state: 'closed',
        amountFen: 0,
        transactionId: null,
        decidedAt: now().toISOString(),
      });
    },

    readToken,

    async decide(token, decision, origin) {
      const claims = readToken(token);
      const outcome = OUTCOME_OF[decision];
      const notification: SandboxNotification = {
        tradeNo: claims.tradeNo,
        amountFen: claims.amountFen,
        outcome,
        // One transaction per trade, so a decision sent twice is the same payment twice, not two payments.
        transactionId: `sandbox-${hmac(secret, `transaction.${claims.tradeNo}`).toString('hex').slice(0, 24)}`,
        decidedAt: now().toISOString(),
      };
      // The first ending of a trade stands: a closed trade takes no payment, a decided one keeps its decision.
      const kept = await tradeBook.record({
        tradeNo: claims.tradeNo,
        state: outcome,
        amountFen: claims.amountFen,
        transactionId: notification.transactionId,
        decidedAt: notification.decidedAt,
      });
      if (kept.state === 'closed') throw new SandboxTokenRejected('trade closed');
      // a decision sent again tells the one that stands
      notification.outcome = kept.state;
      const notifyUrl = new URL(claims.notifyUrl, origin).toString();
      const first = attempt(notifyUrl, notification);
      inBackground(first.then((ok) => (ok ? undefined : retry(notifyUrl, notification))));
      const delivered = await first;
      return {
        redirectUrl: returnAddress(claims.returnUrl, claims.tradeNo, notification.outcome),
        notification,
        delivered,
      };
    },

    async settled() {
      while (underWay.size > 0) await Promise.allSettled([...underWay]);
    },

    close() {
      shutdown.abort();
    },
  };
}
