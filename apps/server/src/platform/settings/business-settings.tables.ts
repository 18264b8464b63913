import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Business settings an owner chooses (cool-downs, protection periods, caps; decision 0091): one row
 * per setting that differs from its default in code. A setting without a row has its default.
 */
export const businessSettings = pgTable('business_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
