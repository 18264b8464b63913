import type { LicenceBefore } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type OrderKind = 'new' | 'renew' | 'upgrade' | 'add_users' | 'add_stores';
export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'refunding' | 'refunded';
export type RefundStatus = 'refunding' | 'refunded' | 'failed';
/**
 * pending → succeeded | failed | cancelled | refund_due (the provider's notification, or the
 * reconciliation job's query, decision 0087); pending → closed (the job closed the provider's order);
 * refund_due → refunded (the job gave the money back).
 */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refund_due' | 'closed' | 'refunded';

/** What an order was priced on, kept with it (shown before paying, checked when activating). */
export interface OrderQuote {
  /** Days left on the licence when priced (upgrade, extra users/stores). */
  remainingDays?: number;
  /** fen: the SKU price or the annual unit price. */
  unitPrice: number;
  /** The licence's expiry after activation, as priced (ISO); null for a buyout. */
  targetExpiresAt?: string | null;
  /** Months bought (SKU months × quantity); null for a buyout. */
  months?: number | null;
  /** The VAT rate (whole percent) the price included when the order was placed (MALL_VAT_RATE_PERCENT). */
  vatRatePercent?: number;
  /** The campaign whose price the order was placed at (decision 0045). */
  campaign?: string;
}

/**
 * Decision 0012: an order, unpaid → paid | cancelled, changed only with WHERE status = 'unpaid'.
 * Decision 0043: paid → refunding → refunded (or back to paid when the provider refuses the refund).
 */
export const mallOrders = pgTable(
  'mall_orders',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
    /** Unique across tenants through mall_reference_numbers. */
    orderNo: text().notNull(),
    /** The member who placed it. */
    userId: integer().notNull(),
    serviceNumber: text().notNull(),
    skuId: integer(),
    kind: text().$type<OrderKind>().notNull(),
    level: text().$type<'basic' | 'professional'>().notNull(),
    quantity: integer().notNull(),
    /** fen, before the coupon */
    amount: bigint('amount_fen', { mode: 'number' }).notNull(),
    discount: bigint('discount_fen', { mode: 'number' }).notNull().default(0),
    finalAmount: bigint('final_amount_fen', { mode: 'number' }).notNull(),
    status: text().$type<OrderStatus>().notNull().default('unpaid'),
    payType: integer(),
    couponUserId: integer(),
    contactorId: integer(),
    licenceId: integer(),
    quote: jsonb().$type<OrderQuote>().notNull(),
    idempotencyKey: text(),
    /** sha256 of the request that created the order, to refuse a reused key with another body. */
    requestHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    payDeadline: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    /** The licence as it was before this order was applied to it (decision 0043); null before payment or for a first licence. */
    licenceBefore: jsonb().$type<LicenceBefore>(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('mall_orders_status', sql`${table.status} in ('unpaid', 'paid', 'cancelled', 'refunding', 'refunded')`),
    check('mall_orders_amounts', sql`${table.finalAmount} >= 0 and ${table.discount} >= 0`),
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex().on(table.tenantId, table.orderNo),
    uniqueIndex().on(table.tenantId, table.userId, table.idempotencyKey),
    index().on(table.tenantId, table.createdAt),
    index('mall_orders_unpaid_deadline_idx')
      .on(table.tenantId, table.payDeadline)
      .where(sql`${table.status} = 'unpaid'`),
  ],
);

/** A payment attempt of an order at a provider, settled once by the provider's notification. */
export const mallPayments = pgTable(
  'mall_payments',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
    /** Unique across tenants through mall_reference_numbers. */
    tradeNo: text().notNull(),
    orderId: integer().notNull(),
    provider: text().notNull(),
    payType: integer().notNull(),
    /** fen */
    amount: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    providerTransactionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
    /** While a job run asks the provider about it (decision 0087): until when that run holds it. */
    claimedUntil: timestamp({ withTimezone: true }),
    /** A refund_due payment's refund number (out_refund_no, out_request_no): `${tradeNo}R`. */
    refundNo: text(),
    providerRefundId: text(),
    refundedAt: timestamp({ withTimezone: true }),
    /** Why the provider refused or could not confirm the last refund attempt. */
    refundFailure: text(),
    /** The payer's language when the payment was started: what the refund's SMS is written in. */
    language: text(),
  },
  (table) => [
    check(
      'mall_payments_status',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'cancelled', 'refund_due', 'closed', 'refunded')`,
    ),
    index('mall_payments_open_idx')
      .on(table.tenantId, table.createdAt)
      .where(sql`${table.status} in ('pending', 'refund_due')`),
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex().on(table.tenantId, table.tradeNo),
    index().on(table.tenantId, table.orderId),
    foreignKey({
      columns: [table.tenantId, table.orderId],
      foreignColumns: [mallOrders.tenantId, mallOrders.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The refund of a paid order (decision 0043): one per order, the whole amount its payment took, sent
 * to the provider under `refund_no` (out_refund_no / out_request_no), which keeps one refund per
 * number however often it is sent. refunding while the provider is asked (an attempt holds
 * `claimed_until`, so concurrent calls ask once); refunded when the provider refunded; failed when it
 * refused, until the back office tries again under the same number.
 */
export const mallRefunds = pgTable(
  'mall_refunds',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
    orderId: integer().notNull(),
    paymentId: integer().notNull(),
    refundNo: text().notNull(),
    provider: text().notNull(),
    /** fen: what the payment took, all of it */
    amount: bigint('amount_fen', { mode: 'number' }).notNull(),
    reason: text().notNull(),
    status: text().$type<RefundStatus>().notNull(),
    attempts: integer().notNull().default(0),
    /** While an attempt is asking the provider: until when it holds the refund. */
    claimedUntil: timestamp({ withTimezone: true }),
    providerRefundId: text(),
    failureReason: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('mall_refunds_status', sql`${table.status} in ('refunding', 'refunded', 'failed')`),
    check('mall_refunds_amount', sql`${table.amount} > 0`),
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex().on(table.tenantId, table.orderId),
    uniqueIndex().on(table.tenantId, table.refundNo),
    index('mall_refunds_refunding_idx')
      .on(table.tenantId, table.claimedUntil)
      .where(sql`${table.status} = 'refunding'`),
    foreignKey({
      columns: [table.tenantId, table.orderId],
      foreignColumns: [mallOrders.tenantId, mallOrders.id],
    }).onDelete('cascade'),
  ],
);

/** A coupon definition (a reference table: the same for every tenant); granted as mall_coupon_users. */
export const mallCoupons = pgTable('mall_coupons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Per content language. */
  names: jsonb().$type<Record<string, string>>().notNull(),
  kind: text().$type<'fixed' | 'percent'>().notNull(),
  /** fixed: fen off; percent: percent off (10 = 10% off). */
  value: integer().notNull(),
  /** fen: the order amount from which the coupon applies */
  minSpend: bigint('min_spend_fen', { mode: 'number' }).notNull().default(0),
  /** null: any service */
  serviceNumber: text(),
  validDays: integer().notNull(),
  /** Granted to every new merchant (grant-welcome-coupons.ts). */
  welcome: boolean().notNull().default(false),
  /**
   * A definition another programme grants by name (the referral programme's friend's coupon, with its
   * terms in the name: `referral-invitee:3000:30000:30`); null for the mall's own.
   */
  purpose: text().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A coupon granted to a tenant; taken by one order (order_id), given back when that order is cancelled. */
export const mallCouponUsers = pgTable(
  'mall_coupon_users',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
    couponId: integer()
      .notNull()
      .references(() => mallCoupons.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    orderId: integer(),
    usedAt: timestamp({ withTimezone: true }),
    grantedReason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] }), index().on(table.tenantId, table.expiresAt)],
);

/**
 * Order and trade numbers across all tenants: a provider's notification or a bank transfer names
 * only the number, and each must be unique everywhere. Keyed by the number (not merchant-owned).
 */
export const mallReferenceNumbers = pgTable(
  'mall_reference_numbers',
  {
    number: text().primaryKey(),
    kind: text().$type<'order' | 'trade'>().notNull(),
    tenantId: integer().notNull(),
  },
  (table) => [check('mall_reference_numbers_kind', sql`${table.kind} in ('order', 'trade')`)],
);
