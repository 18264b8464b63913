import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Login sessions, in the database so that every process shares them. Only hashes of the tokens are
 * kept: the cookie's token (`tokenHash`) and the bearer kdToken derived from it (`kdTokenHash`).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    kdTokenHash: text().notNull().unique(),
    userId: integer().notNull(),
    /** The session this one was minted from (a kdToken handed to another client), and its family's root. */
    familyId: integer(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt), index().on(table.familyId)],
);
