import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type OrderKind = 'new' | 'renew' | 'upgrade' | 'add_users' | 'add_stores';
export type OrderStatus = 'unpaid' | 'paid' | 'cancelled';
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'refund_due';

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
}

/** Decision 0012: an order, unpaid → paid | cancelled, changed only with WHERE status = 'unpaid'. */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text().notNull().unique(),
    userId: integer().notNull(),
    serviceNumber: text().notNull(),
    skuId: integer(),
    kind: text().$type<OrderKind>().notNull(),
    level: text().$type<'basic' | 'professional'>().notNull(),
    quantity: integer().notNull(),
    /** fen, before the coupon */
    amount: bigint({ mode: 'number' }).notNull(),
    discount: bigint({ mode: 'number' }).notNull().default(0),
    finalAmount: bigint({ mode: 'number' }).notNull(),
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
  },
  (table) => [
    check('mall_orders_status', sql`${table.status} in ('unpaid', 'paid', 'cancelled')`),
    check('mall_orders_amounts', sql`${table.finalAmount} >= 0 and ${table.discount} >= 0`),
    uniqueIndex().on(table.userId, table.idempotencyKey),
    index().on(table.userId, table.createdAt),
    index('mall_orders_unpaid_deadline_idx').on(table.payDeadline).where(sql`${table.status} = 'unpaid'`),
  ],
);

/** A payment attempt of an order at a provider, settled once by the provider's notification. */
export const mallPayments = pgTable(
  'mall_payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradeNo: text().notNull().unique(),
    orderId: integer()
      .notNull()
      .references(() => mallOrders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    payType: integer().notNull(),
    /** fen */
    amount: bigint({ mode: 'number' }).notNull(),
    status: text().$type<PaymentStatus>().notNull().default('pending'),
    providerTransactionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'mall_payments_status',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'cancelled', 'refund_due')`,
    ),
    index().on(table.orderId),
  ],
);

/** A coupon definition; granted to users as mall_coupon_users. */
export const mallCoupons = pgTable('mall_coupons', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Per content language. */
  names: jsonb().$type<Record<string, string>>().notNull(),
  kind: text().$type<'fixed' | 'percent'>().notNull(),
  /** fixed: fen off; percent: percent off (10 = 10% off). */
  value: integer().notNull(),
  /** fen: the order amount from which the coupon applies */
  minSpend: bigint({ mode: 'number' }).notNull().default(0),
  /** null: any service */
  serviceNumber: text(),
  validDays: integer().notNull(),
  /** Granted to every new merchant (grant-welcome-coupons.ts). */
  welcome: boolean().notNull().default(false),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A coupon granted to a user; taken by one order (order_id), given back when that order is cancelled. */
export const mallCouponUsers = pgTable(
  'mall_coupon_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    couponId: integer()
      .notNull()
      .references(() => mallCoupons.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    orderId: integer(),
    usedAt: timestamp({ withTimezone: true }),
    grantedReason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.expiresAt)],
);
