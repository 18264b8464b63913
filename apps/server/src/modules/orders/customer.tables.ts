import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** An order's contact person, kept per tenant (spec §7 contactor calls). */
export const mallContactors = pgTable(
  'mall_contactors',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] })],
);

/** A tenant's saved fapiao details per product, medium and type. */
export const mallInvoiceProfiles = pgTable(
  'mall_invoice_profiles',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
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
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    unique().on(table.tenantId, table.productNo, table.mediaType, table.invoiceType),
  ],
);

/** A fapiao requested for an order: requested → issued → voided; one not voided per order. */
export const mallInvoices = pgTable(
  'mall_invoices',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
    orderId: integer().notNull(),
    /** The InvoiceRequest as normalised (contracts/mall.ts). */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<'requested' | 'issued' | 'voided'>().notNull().default('requested'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp({ withTimezone: true }),
    voidedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.id] }),
    uniqueIndex('mall_invoices_one_open_per_order')
      .on(table.tenantId, table.orderId)
      .where(sql`${table.status} <> 'voided'`),
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

/** POST order/bankacct/zhj/sendmsg: bank transfer details texted to a member, for limits. */
export const mallBankTransferSms = pgTable(
  'mall_bank_transfer_sms',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
    orderNo: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.id] }), index().on(table.tenantId, table.sentAt)],
);
