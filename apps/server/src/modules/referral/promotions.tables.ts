import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { mallSkus } from '../catalogue/catalogue.tables.ts';
import { campaigns } from './campaigns.tables.ts';

/** A campaign price on a service's SKUs (decision 0045), honoured by the mall's POST order. */
export const promotions = pgTable('promotions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  campaignId: integer()
    .notNull()
    .unique()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  serviceNumber: text().notNull(),
  /** The campaign price is bought once per merchant (an order cancelled unpaid gives it back). */
  oncePerUser: boolean().notNull().default(true),
  /** Only for a merchant who never paid an order. */
  firstBuyOnly: boolean().notNull().default(false),
});

export const promotionPrices = pgTable(
  'promotion_prices',
  {
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => mallSkus.id),
    price: bigint('price_fen', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.skuId] }),
    check('promotion_prices_price', sql`${table.price} >= 1`),
  ],
);

/**
 * A merchant's use of a once-per-user campaign price: one row per merchant and promotion, naming
 * the order that took it. Taken again only when that order was cancelled unpaid.
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    tenantId: integer().notNull(),
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer().notNull(),
    orderNo: text().notNull(),
    takenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.promotionId] })],
);
