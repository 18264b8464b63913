import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A request made with an Idempotency-Key, and the response it got (decision 0016). The row is
 * written in the same transaction as the request's own changes, so it exists exactly when they do.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key and for which call: "user:12 POST /ommall/order". */
    scope: text().notNull(),
    key: text().notNull(),
    /** sha256 of the canonical request, to refuse the same key with another body. */
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] }), index().on(table.createdAt)],
);
