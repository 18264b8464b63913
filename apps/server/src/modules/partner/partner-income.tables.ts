import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners, promoters } from './partner.tables.ts';

/**
 * A partner's share of one paid order (issue 15, decision 0039): its own customer's order (direct),
 * or a sub-partner's customer's order (override, the parent's share of the sub-partner's rebate).
 * The money itself is on the ledger (partner:{id}:rebate-pending and :withdrawable); this row is the
 * share detail the partner reads (spec §3 Share detail) and the state the maturity job moves:
 * pending until `matures_at` (the rebate period's end), then withdrawable; reversed when the order
 * is refunded inside the period. One row per order, partner and kind: a redelivered `order.paid`
 * changes nothing.
 */
export const partnerRebates = pgTable(
  'partner_rebates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    kind: text().$type<'direct' | 'override'>().notNull(),
    /** The merchant (tenant) whose order paid, and the order. */
    merchantId: integer().notNull(),
    orderId: integer().notNull(),
    orderNo: text().notNull(),
    serviceNumber: text().notNull(),
    /** The team promoter whose link brought the customer (the referrer), if any. */
    promoterId: integer().references(() => promoters.id),
    /** For an override: the sub-partner whose rebate it shares. */
    sourcePartnerId: integer().references(() => partners.id),
    /** What the share was taken of: the order's amount (direct) or the sub-partner's rebate (override). */
    baseFen: bigint({ mode: 'number' }).notNull(),
    rateBp: integer().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    state: text().$type<'pending' | 'withdrawable' | 'reversed'>().notNull().default('pending'),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
    maturesAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check('partner_rebates_state', sql`${table.state} in ('pending', 'withdrawable', 'reversed')`),
    check('partner_rebates_kind', sql`${table.kind} in ('direct', 'override')`),
    check('partner_rebates_amount', sql`${table.amountFen} > 0 and ${table.baseFen} >= ${table.amountFen}`),
    uniqueIndex().on(table.merchantId, table.orderId, table.partnerId, table.kind),
    index().on(table.partnerId, table.earnedAt),
    index().on(table.maturesAt).where(sql`${table.state} = 'pending'`),
  ],
);

/**
 * Where a partner's withdrawals are paid (spec §2 bank card and payee settings): one per partner.
 * The card and ID numbers are kept whole because the payout needs them; answers show them masked.
 */
export const partnerPayees = pgTable('partner_payees', {
  partnerId: integer()
    .primaryKey()
    .references(() => partners.id),
  cardNo: text().notNull(),
  bankCode: text().notNull(),
  residentId: text().notNull(),
  payeeName: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * A withdrawal (spec §3 Withdrawal, §4 withdrawing → withdrawn, plus rejected, which returns the
 * money). The gross amount leaves the withdrawable balance when it is requested; the tax withheld
 * and the net paid are fixed then and shown before confirming. The payee is copied as it was.
 */
export const partnerWithdrawals = pgTable(
  'partner_withdrawals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    withdrawalNo: text().notNull().unique(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    grossFen: bigint({ mode: 'number' }).notNull(),
    taxFen: bigint({ mode: 'number' }).notNull(),
    netFen: bigint({ mode: 'number' }).notNull(),
    state: text().$type<'withdrawing' | 'withdrawn' | 'rejected'>().notNull().default('withdrawing'),
    cardNo: text().notNull(),
    bankCode: text().notNull(),
    payeeName: text().notNull(),
    residentId: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    rejectReason: text(),
    /** The payout provider's reference once it accepted the transfer. */
    payoutRef: text(),
  },
  (table) => [
    check('partner_withdrawals_state', sql`${table.state} in ('withdrawing', 'withdrawn', 'rejected')`),
    check(
      'partner_withdrawals_amounts',
      sql`${table.grossFen} > 0 and ${table.taxFen} >= 0 and ${table.netFen} = ${table.grossFen} - ${table.taxFen}`,
    ),
    index().on(table.partnerId, table.requestedAt),
  ],
);
