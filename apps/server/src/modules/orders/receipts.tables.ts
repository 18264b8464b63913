import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { mallPayments } from './orders.tables.ts';

/**
 * The PDF receipt of a succeeded payment (issue 64), printed by a job in each of the site's languages
 * and kept in the file store under receipts/<tradeNo>/<language>.pdf. printed once all four are kept;
 * failed after an attempt that did not, tried again a few times by the next runs.
 */
export const mallPaymentReceipts = pgTable(
  'mall_payment_receipts',
  {
    tenantId: integer().notNull(),
    paymentId: integer().notNull(),
    tradeNo: text().notNull(),
    status: text().$type<'printed' | 'failed'>().notNull(),
    attempts: integer().notNull().default(1),
    lastError: text(),
    printedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.paymentId] }),
    check('mall_payment_receipts_status', sql`${table.status} in ('printed', 'failed')`),
    foreignKey({
      columns: [table.tenantId, table.paymentId],
      foreignColumns: [mallPayments.tenantId, mallPayments.id],
    }).onDelete('cascade'),
  ],
);
