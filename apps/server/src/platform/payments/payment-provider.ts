/** How a payment ended, as the provider reports it in its notification. */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled';

export interface CreatePaymentInput {
  /** Our unique trade number (out_trade_no at the provider). */
  tradeNo: string;
  amountFen: number;
  /** What the payer sees as the subject of the payment. */
  description: string;
  /** spec §4 pay types: 1 WeChat Pay (web), 2 Alipay (web), 26/30 WeChat in apps, 36/37 Alipay in apps. */
  payType: number;
  /** Absolute URL the provider posts its asynchronous notification to. */
  notifyUrl: string;
  /** Absolute URL the payer's browser goes back to. */
  returnUrl: string;
  clientIp?: string;
  /** The payer's WeChat openid, needed by JSAPI payments. */
  openid?: string;
  /** After this instant the provider takes no payment of the trade (time_expire; decision 0087). */
  expiresAt?: Date;
}

export interface CreatedPayment {
  /** A page (or QR content) the payer opens; null for app payments. */
  payUrl: string | null;
  /** Signed parameters an app hands to the provider's SDK; null for web payments. */
  params: Record<string, string> | null;
}

export interface NotificationInput {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures are computed over these bytes. */
  rawBody: string;
}

export interface VerifiedNotification {
  tradeNo: string;
  amountFen: number;
  outcome: PaymentOutcome;
  providerTransactionId: string;
}

/**
 * What settling a verified notification of a trade that is not an order's came to (a partner's
 * top-up, decision 0041): `rejected` is refused as a forged or mistaken notification is.
 */
export type TradeSettlement =
  | { kind: 'settled' | 'duplicate' | 'failed' | 'cancelled' }
  | { kind: 'rejected'; reason: string };
/** Settles a verified notification of its own kind of trade; undefined when the trade number is not one of its. */
export type TradeSettler = (
  provider: string,
  notification: VerifiedNotification,
) => Promise<TradeSettlement | undefined>;

/** A notification that is not authentic, stale or unreadable; answer 4xx and change nothing. */
export class PaymentNotificationRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PaymentNotificationRejected';
  }
}

/** The provider refused to create the payment or could not be reached; nothing was charged. */
export class PaymentCreationFailed extends Error {
  constructor(
    reason: string,
    /** True when the payer's input was the problem (e.g. a JSAPI payment without openid): answer 4xx, not 502. */
    readonly badInput = false,
  ) {
    super(reason);
    this.name = 'PaymentCreationFailed';
  }
}

/** No provider takes this pay type here (spec §8: payment conditions not met, contact the provider). */
export class PaymentNotConfigured extends Error {
  constructor(readonly payType: number) {
    super(`no payment provider is configured for payType ${payType}`);
    this.name = 'PaymentNotConfigured';
  }
}

/** A refund of (all of) a settled payment (decision 0043). */
export interface RefundInput {
  /** Our unique refund number (out_refund_no, out_request_no): the provider keeps one refund per number. */
  refundNo: string;
  /** The payment's trade number (out_trade_no). */
  tradeNo: string;
  /** What goes back, in fen. */
  amountFen: number;
  /** What the payment took, in fen. */
  totalFen: number;
  /** Why, as the payer's statement may show it. */
  reason: string;
}

/** Where a refund stands at the provider. */
export interface RefundResult {
  /** succeeded: the money went back; processing: accepted, not yet done (ask again with the same number). */
  status: 'succeeded' | 'processing';
  /** The provider's number of the refund, when it gave one. */
  providerRefundId: string | null;
}

/** The provider said no and refunded nothing (the trade is too old, the merchant account lacks the money…). */
export class RefundRefused extends Error {
  constructor(readonly reason: string) {
    super(`the refund was refused: ${reason}`);
    this.name = 'RefundRefused';
  }
}

/**
 * The provider could not be reached or its answer could not be trusted: the refund may or may not
 * exist. Safe to send again with the same refund number.
 */
export class RefundUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`the payment provider could not confirm the refund: ${reason}`);
    this.name = 'RefundUnavailable';
  }
}

/** A positive whole number of fen, not more than the payment took; anything else is a caller's mistake. */
export function assertRefundAmount(input: Pick<RefundInput, 'amountFen' | 'totalFen'>): void {
  if (!Number.isSafeInteger(input.amountFen) || input.amountFen <= 0 || input.amountFen > input.totalFen) {
    throw new RangeError(`a refund of ${input.amountFen} fen of a payment of ${input.totalFen} fen`);
  }
}

/**
 * What the provider says of a trade when asked (decision 0087): paid (with what it took), still
 * payable (unpaid: close it before giving up on it), closed (closed, failed or revoked: no payment
 * can arrive), or absent (the provider has no such trade, and none can be made under its number).
 */
export type TradeState =
  | { state: 'paid'; amountFen: number; providerTransactionId: string }
  | { state: 'unpaid' | 'closed' | 'absent' };

/** The provider could not be reached, or its answer could not be trusted or read: ask again later. */
export class TradeQueryUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`the payment provider could not say how the trade stands: ${reason}`);
    this.name = 'TradeQueryUnavailable';
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'wechatpay' | 'alipay';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Refunds a settled payment under `refundNo`; sent again with the same number it answers the same
   * refund. Throws RefundRefused (nothing refunded) or RefundUnavailable (ask again). Call it
   * outside any database transaction.
   */
  refund(input: RefundInput): Promise<RefundResult>;
  /** How the trade stands at the provider (the order query); throws TradeQueryUnavailable. */
  queryTrade(tradeNo: string): Promise<TradeState>;
  /**
   * Closes the trade so that it can no longer be paid (WeChat Pay's close-order, alipay.trade.close);
   * a trade closed already or unknown to the provider is no error. Throws TradeQueryUnavailable when
   * the provider did not close it (it may be paid: ask again with queryTrade).
   */
  closeTrade(tradeNo: string): Promise<void>;
  /** Verifies signature (and decrypts where the provider encrypts); throws PaymentNotificationRejected. */
  verifyNotification(input: NotificationInput): Promise<VerifiedNotification>;
  /** What the provider expects back once we have handled a notification. */
  acknowledgement(): { status: number; contentType: string; body: string };
}

export interface PaymentProviders {
  forPayType(payType: number): PaymentProvider;
  /** Whether some provider takes this pay type here (the pay page offers only those). */
  offers(payType: number): boolean;
  byName(name: string): PaymentProvider | undefined;
  /** True when some pay type falls back to the sandbox, so its hosted page must be mounted. */
  sandboxMounted: boolean;
}

/** A header's single value (the first when repeated), or undefined. */
export function headerValue(headers: NotificationInput['headers'], name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
