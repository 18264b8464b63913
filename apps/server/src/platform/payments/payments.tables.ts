import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The refunds the built-in sandbox payment gateway made (decision 0043), kept as a provider's test
 * mode keeps its own, across restarts of the server: one per refund number, one per trade.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    refundNo: text().notNull().unique(),
    tradeNo: text().notNull().unique(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    totalFen: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    refundId: text().notNull(),
    refundedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [check('sandbox_refunds_amount', sql`${table.amountFen} > 0 and ${table.amountFen} <= ${table.totalFen}`)],
);

/**
 * The trades the sandbox gateway decided or closed (decision 0087), kept as a provider keeps its
 * orders: the reconciliation job asks it about a trade, and a closed trade can no longer be paid.
 * One row per trade: the first of a decision and a close wins.
 */
export const sandboxTrades = pgTable(
  'sandbox_trades',
  {
    tradeNo: text().primaryKey(),
    /** paid, failed or cancelled (the payer's decision), or closed (the merchant closed it). */
    state: text().$type<'paid' | 'failed' | 'cancelled' | 'closed'>().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    transactionId: text(),
    decidedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [check('sandbox_trades_state', sql`${table.state} in ('paid', 'failed', 'cancelled', 'closed')`)],
);
