import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

/** An order's contact person, kept per user (spec §7 contactor calls). */
export const mallContactors = pgTable(
  'mall_contactors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

/** A user's saved fapiao details per product, medium and type. */
export const mallInvoiceProfiles = pgTable(
  'mall_invoice_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    productNo: text().notNull(),
    mediaType: text().$type<'electronic' | 'paper'>().notNull(),
    invoiceType: text().$type<'normal' | 'special'>().notNull(),
    titleType: text().$type<'personal' | 'company'>().notNull(),
    title: text().notNull(),
    taxId: text(),
    address: text(),
    phone: text(),
    bank: text(),
    account: text(),
    email: text(),
    receiverName: text(),
    receiverPhone: text(),
    receiverAddress: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.productNo, table.mediaType, table.invoiceType)],
);

/** A fapiao requested for an order: requested → issued → voided; one not voided per order. */
export const mallInvoices = pgTable(
  'mall_invoices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer().notNull(),
    userId: integer().notNull(),
    /** The InvoiceRequest as normalised (contracts/mall.ts). */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<'requested' | 'issued' | 'voided'>().notNull().default('requested'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp({ withTimezone: true }),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('mall_invoices_one_open_per_order').on(table.orderId).where(sql`${table.status} <> 'voided'`),
    index().on(table.userId),
  ],
);

/** POST servicebook/add: a consultation booking (a visitor or a user). */
export const mallServiceBookings = pgTable('mall_service_bookings', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  userId: integer(),
  name: text().notNull(),
  phone: text().notNull(),
  company: text(),
  note: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** POST order/bankacct/zhj/sendmsg: bank transfer details texted to a user, for limits. */
export const mallBankTransferSms = pgTable(
  'mall_bank_transfer_sms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    orderNo: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId, table.sentAt)],
);
