import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mallCoupons } from '../orders/orders.tables.ts';
import { campaigns } from './campaigns.tables.ts';

/**
 * A mall coupon a campaign offers (decision 0045): claimed at most once per merchant; `claimed`
 * never passes `stock` when the offer is limited.
 */
export const campaignCoupons = pgTable(
  'campaign_coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => mallCoupons.id),
    /** null: no limit */
    stock: integer(),
    claimed: integer().notNull().default(0),
    position: integer().notNull().default(0),
  },
  (table) => [
    check('campaign_coupons_stock', sql`${table.stock} is null or ${table.claimed} <= ${table.stock}`),
    uniqueIndex().on(table.campaignId, table.couponId),
  ],
);

/** A merchant's claim of a campaign's coupon: one per merchant and offer (the unique key). */
export const campaignCouponClaims = pgTable(
  'campaign_coupon_claims',
  {
    tenantId: integer().notNull(),
    campaignCouponId: integer()
      .notNull()
      .references(() => campaignCoupons.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    /** The coupon granted (mall_coupon_users of this tenant). */
    couponUserId: integer().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.campaignCouponId] }),
    index().on(table.tenantId, table.claimedAt),
  ],
);
