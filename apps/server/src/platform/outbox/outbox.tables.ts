import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A step owed to another module (decision 0019), written in the same transaction as the change
 * that owes it, and delivered by the drain with retries: it exists exactly when the change does.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    topic: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Unique: one message per business fact ("merchant.welcome:10001"). */
    dedupeKey: text().notNull().unique(),
    attempts: integer().notNull().default(0),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    /** Set when the attempts ran out; the back office sees it and may retry it. */
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_due_idx')
      .on(table.availableAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
  ],
);
