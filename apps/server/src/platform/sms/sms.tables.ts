import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the built-in sandbox SMS provider "sent": readable by tests and the back office. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    phone: text().notNull(),
    purpose: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.phone, table.createdAt)],
);
