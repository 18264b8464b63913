import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners } from './partner.tables.ts';

/**
 * A partner's ordering permission (spec §6: the channel manager opens ordering permission; issue 15;
 * decision 0041): one row per opening, with its discount and who opened it, closed by setting
 * closed_at. At most one row of a partner is open at a time.
 */
export const partnerOrdering = pgTable(
  'partner_ordering',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    /** The discount off the mall's price, in basis points (0 to 9 000). */
    discountBp: integer().notNull(),
    openedBy: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedBy: text(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('partner_ordering_discount', sql`${table.discountBp} between 0 and 9000`),
    uniqueIndex('partner_ordering_open_idx').on(table.partnerId).where(sql`${table.closedAt} is null`),
    index().on(table.partnerId, table.id),
  ],
);

export type TopUpStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

/**
 * A top-up of a partner's ordering balance: a payment at one of the mall's providers under its own
 * trade number (prefix TU, never an order's TB), settled once by the provider's notification.
 */
export const partnerOrderingTopUps = pgTable(
  'partner_ordering_top_ups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    tradeNo: text().notNull(),
    provider: text().notNull(),
    payType: integer().notNull(),
    /** fen */
    amount: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: text().$type<TopUpStatus>().notNull().default('pending'),
    providerTransactionId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('partner_ordering_top_ups_status', sql`${table.status} in ('pending', 'succeeded', 'failed', 'cancelled')`),
    check('partner_ordering_top_ups_amount', sql`${table.amount} > 0`),
    uniqueIndex().on(table.tradeNo),
    index().on(table.partnerId, table.id),
  ],
);
