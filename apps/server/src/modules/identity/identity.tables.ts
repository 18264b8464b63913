import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** spec §7: overseas merchants who left their email in the footer (origin 1), one row per address. */
export const overseasSubscriptions = pgTable('overseas_subscriptions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // stored lower-cased, so one address is one subscription however it was typed
  email: text().notNull().unique(),
  origin: smallint().notNull(),
  language: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
