import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners } from './partner.tables.ts';

/**
 * A service a partner activated for one of its customers by a pay link (issue 15, decision 0040):
 * the customer's own unpaid mall order, which the customer pays in the mall. The order (in the
 * orders module) holds the amount and the state; this row says which partner opened it, for whom
 * and for what, so that the partner can list its activations. Rows name the customer's tenant as
 * `merchant_id`, looked up by partner: they are the partner's record, not the tenant's data.
 */
export const partnerActivations = pgTable(
  'partner_activations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    /** The customer: the merchant's tenant id, as the partner's customer list names it. */
    merchantId: integer().notNull(),
    /** The customer's mall order (unique across tenants, mall_reference_numbers). */
    orderNo: text().notNull(),
    serviceNumber: text().notNull(),
    skuId: integer().notNull(),
    /** link: the customer pays a pay link (decision 0040); balance: paid from the partner's ordering balance (0041). */
    payMode: text().$type<'link' | 'balance'>().notNull().default('link'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('partner_activations_pay_mode', sql`${table.payMode} in ('link', 'balance')`),
    // the partner's list, newest first
    index().on(table.partnerId, table.id),
    uniqueIndex().on(table.orderNo),
    // an open activation of the same customer and service
    index().on(table.merchantId, table.serviceNumber),
  ],
);
