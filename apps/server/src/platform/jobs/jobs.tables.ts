import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A job's lease: the process that holds it (until locked_until) is the one running the job. */
export const jobLeases = pgTable('job_leases', {
  name: text().primaryKey(),
  lockedUntil: timestamp({ withTimezone: true }).notNull(),
  lockedBy: text().notNull(),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastFinishedAt: timestamp({ withTimezone: true }),
});
