import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the sandbox ad platform was sent (SANDBOX on only): each call, as the real one would have gone out. */
export const sandboxAdConversions = pgTable(
  'sandbox_ad_conversions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversionId: integer().notNull(),
    /** The body the real adapter would have posted (its token replaced by the sandbox's marker). */
    body: jsonb().$type<Record<string, unknown>>().notNull(),
    /** `accepted`, or `failed` when the sandbox was told to fail this call. */
    outcome: text().$type<'accepted' | 'failed'>().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.conversionId)],
);
