import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets a deployment makes for itself once and every process shares (the sandbox's signing key). */
export const generatedSecrets = pgTable('generated_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
