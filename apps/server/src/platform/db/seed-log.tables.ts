import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Each demo-content seed step runs once per database; this records which have run. */
export const seedLog = pgTable('seed_log', {
  name: text().primaryKey(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
