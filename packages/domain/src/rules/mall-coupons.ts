import { fenToYuanText } from './mall-money.ts';
import type { MessageKey } from './messages.ts';

export const COUPON_KINDS = ['fixed', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon a user holds promises (issue 6: fixed or percentage, minimum spend, expiry, one use). */
export interface CouponTerms {
  kind: CouponKind;
  /** fixed: fen off (at least 1); percent: percent off, 1 to 99 */
  value: number;
  /** the order amount the coupon needs, fen (0 for none) */
  minSpend: number;
  /** the coupon cannot be used from this instant on */
  expiresAt: Date;
  /** set once an order has taken the coupon */
  usedAt?: Date | null;
  /** the only service the coupon is for; null or absent for any service */
  serviceNumber?: string | null;
}

export interface CouponUse {
  /** the order amount before the discount, fen */
  amount: number;
  /** the service being bought; null when not known yet (a plain list of the user's coupons) */
  serviceNumber: string | null;
  now: Date;
}

export type CouponEvaluation =
  | { usable: true; discount: number }
  | { usable: false; reason: MessageKey; values?: Readonly<Record<string, string>> };

function assertTerms(terms: CouponTerms): void {
  const { kind, value, minSpend } = terms;
  const valid =
    Number.isSafeInteger(value) &&
    Number.isSafeInteger(minSpend) &&
    minSpend >= 0 &&
    (kind === 'fixed' ? value >= 1 : kind === 'percent' && value >= 1 && value <= 99);
  if (!valid) throw new RangeError(`Invalid coupon terms: ${kind} ${value}, minimum spend ${minSpend}`);
}

/**
 * The discount a coupon gives: a fixed number of fen, or floor(amount × percent / 100). It never
 * brings the amount to pay below 1 fen, so a paid order always goes through a payment.
 */
export function couponDiscount(terms: Pick<CouponTerms, 'kind' | 'value'>, amount: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Invalid order amount: ${amount}`);
  const raw = terms.kind === 'fixed' ? terms.value : Number((BigInt(amount) * BigInt(terms.value)) / 100n);
  return Math.max(0, Math.min(raw, amount - 1));
}

/**
 * Whether a coupon can be used on an order of `amount` fen for `serviceNumber` at `now`, and its
 * discount. Reasons, checked in this order: couponUsed, couponExpired (expiresAt ≤ now),
 * couponNotForService, couponMinSpend (amount below the minimum; `values.amount` is the minimum
 * in yuan for the message). Throws RangeError for impossible terms or a negative amount.
 */
export function evaluateCoupon(terms: CouponTerms, use: CouponUse): CouponEvaluation {
  assertTerms(terms);
  const discount = couponDiscount(terms, use.amount);
  if (terms.usedAt) return { usable: false, reason: 'couponUsed' };
  if (terms.expiresAt.getTime() <= use.now.getTime()) return { usable: false, reason: 'couponExpired' };
  if (terms.serviceNumber && use.serviceNumber !== null && terms.serviceNumber !== use.serviceNumber) {
    return { usable: false, reason: 'couponNotForService' };
  }
  if (use.amount < terms.minSpend) {
    return { usable: false, reason: 'couponMinSpend', values: { amount: fenToYuanText(terms.minSpend) } };
  }
  return { usable: true, discount };
}
