import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type AccountSide = 'debit' | 'credit';

/**
 * An account of the double-entry ledger (decision 0018). `code` names it ("platform:revenue:licences",
 * "partner:7:rebates"). `balance_fen` caches the sum of its entries, signed by its normal side;
 * verifyLedger proves the cache equal to the sums. An account that may not go below zero
 * (a partner's withdrawable money) refuses a posting that would take it there.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    /** debit: assets and expenses (a debit raises it); credit: liabilities, income, equity. */
    normalSide: text().$type<AccountSide>().notNull(),
    allowNegative: boolean().notNull().default(false),
    balanceFen: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('ledger_accounts_side', sql`${table.normalSide} in ('debit', 'credit')`)],
);

/** One business event's movement of money; its reference makes it happen at most once. */
export const ledgerPostings = pgTable('ledger_postings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Unique: "payment:TB…P…:settled". A repeated posting answers the first. */
  reference: text().notNull().unique(),
  kind: text().notNull(),
  memo: text().notNull().default(''),
  postedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A line of a posting: positive fen debit the account, negative credit it; a posting's lines sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    postingId: integer()
      .notNull()
      .references(() => ledgerPostings.id),
    accountId: integer()
      .notNull()
      .references(() => ledgerAccounts.id),
    amountFen: bigint({ mode: 'number' }).notNull(),
  },
  (table) => [
    check('ledger_entries_not_zero', sql`${table.amountFen} <> 0`),
    index().on(table.accountId),
    index().on(table.postingId),
  ],
);
