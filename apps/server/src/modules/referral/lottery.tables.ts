import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { mallCoupons } from '../orders/orders.tables.ts';
import { campaigns } from './campaigns.tables.ts';

/** A campaign's lottery (decision 0045): free draws per merchant, one more after a share per period. */
export const lotteries = pgTable('lotteries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  campaignId: integer()
    .notNull()
    .unique()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  freeChances: integer().notNull(),
  /** 'day': one share draw each business day (UTC+8); 'campaign': one in the whole campaign. */
  sharePeriod: text().$type<'day' | 'campaign'>().notNull().default('day'),
});

/**
 * A lottery's prize: a mall coupon or nothing, with its weight and, when limited, the stock left.
 * `stock_left` only ever decreases by a conditional update and can never go below zero.
 */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lotteryId: integer()
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    kind: text().$type<'coupon' | 'nothing'>().notNull(),
    couponId: integer().references(() => mallCoupons.id),
    /** Per content language. */
    names: jsonb().$type<Record<string, string>>().notNull(),
    weight: integer().notNull(),
    /** null: no limit */
    stockLeft: integer(),
    position: integer().notNull().default(0),
  },
  (table) => [
    check('lottery_prizes_weight', sql`${table.weight} > 0`),
    check('lottery_prizes_stock', sql`${table.stockLeft} is null or ${table.stockLeft} >= 0`),
    check(
      'lottery_prizes_kind',
      sql`(${table.kind} = 'coupon' and ${table.couponId} is not null) or (${table.kind} = 'nothing' and ${table.couponId} is null)`,
    ),
    index().on(table.lotteryId, table.position),
  ],
);

/** A merchant's draws in a lottery: `used` never passes `granted`, so a draw is spent once. */
export const lotteryChances = pgTable(
  'lottery_chances',
  {
    tenantId: integer().notNull(),
    lotteryId: integer()
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    granted: integer().notNull(),
    used: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.lotteryId] }),
    check('lottery_chances_used', sql`${table.used} >= 0 and ${table.used} <= ${table.granted}`),
  ],
);

/** The share draws a merchant was given: one row per period (`2026-11-27` or `campaign`). */
export const lotteryShares = pgTable(
  'lottery_shares',
  {
    tenantId: integer().notNull(),
    lotteryId: integer()
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    period: text().notNull(),
    userId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.lotteryId, table.period] })],
);

/**
 * Every draw, for audit: the pool of prizes in stock at that moment with their weights, the roll
 * (from node:crypto) on it, and what it won. prizeForRoll(pool, roll) gives the prize again.
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
    lotteryId: integer()
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    prizeId: integer()
      .notNull()
      .references(() => lotteryPrizes.id),
    pool: jsonb().$type<Array<{ prizeId: number; weight: number }>>().notNull(),
    roll: integer().notNull(),
    /** The mall coupon granted (mall_coupon_users of this tenant). */
    couponUserId: integer(),
    drawnAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    index().on(table.tenantId, table.lotteryId, table.drawnAt),
  ],
);
