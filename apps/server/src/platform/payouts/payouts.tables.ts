import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PayoutStatus } from './payout-provider.ts';

/**
 * The transfers the built-in sandbox payout provider "made" (development, tests, demos), one per
 * payoutNo, for the operator to look at. Only the card's last four digits are kept: a sandbox holds
 * no card number.
 */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    payoutNo: text().notNull().unique(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    cardNoLast4: text().notNull(),
    bankCode: text().notNull(),
    payeeName: text().notNull(),
    memo: text().notNull(),
    status: text().$type<PayoutStatus>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    failureReason: text(),
  },
  (table) => [
    check('sandbox_payouts_status', sql`${table.status} in ('processing', 'succeeded', 'failed')`),
    check('sandbox_payouts_amount', sql`${table.amountFen} > 0`),
    check('sandbox_payouts_card_last4', sql`${table.cardNoLast4} ~ '^[0-9]{4}$'`),
    index().on(table.createdAt),
  ],
);

/** The red packets the built-in sandbox "sent" (issue 16), one per bill number. */
export const sandboxRedPackets = pgTable(
  'sandbox_red_packets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    billNo: text().notNull().unique(),
    openid: text().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    wishing: text().notNull(),
    status: text().$type<PayoutStatus>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    failureReason: text(),
  },
  (table) => [check('sandbox_red_packets_amount', sql`${table.amountFen} > 0`), index().on(table.createdAt)],
);
