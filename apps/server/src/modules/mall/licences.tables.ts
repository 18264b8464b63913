import { boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Decision 0012: one licence per user and service; paid orders create, extend or raise it. */
export const mallLicences = pgTable(
  'mall_licences',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    serviceCode: text().notNull(),
    level: text().$type<'basic' | 'professional'>().notNull(),
    users: integer().notNull(),
    stores: integer().notNull(),
    /** 1 subscription, 2 perpetual buyout. */
    subscribeType: integer().notNull(),
    trial: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    /** null for a perpetual buyout */
    expiresAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When an ended trial's data was purged (30 days after it ended). */
    purgedAt: timestamp({ withTimezone: true }),
  },
  (table) => [unique().on(table.userId, table.serviceCode)],
);

/** One-off grants per user (the app promotion's 15 days), so each is given at most once. */
export const mallGrants = pgTable(
  'mall_grants',
  {
    userId: integer().notNull(),
    grant: text().notNull(),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.userId, table.grant)],
);
