import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * spec §2, §3: ads placed by product and position (the home banner is product 30, position 69 on
 * desktop and 71 on mobile), each shown between its start and end, the highest priority first.
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer().notNull(),
    position: integer().notNull(),
    /** A content language, or null for every language. */
    lang: text(),
    imageUrl: text().notNull(),
    linkUrl: text().notNull(),
    altText: text().notNull().default(''),
    priority: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.productId, table.position, table.startsAt)],
);
