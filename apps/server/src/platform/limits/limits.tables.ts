import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Operation-frequency locks (spec §5, §9: three minutes): a key is held until `expiresAt`. */
export const operationLocks = pgTable('operation_locks', {
  key: text().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Counters of a window (daily caps, failed logins): `count` hits until `expiresAt`, then from 1 again. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.expiresAt)],
);

/** Nonces of signed calls already seen, per scope (the phone), kept past the timestamp window. */
export const requestNonces = pgTable(
  'request_nonces',
  {
    scope: text().notNull(),
    nonce: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.nonce] }), index().on(table.createdAt)],
);
