import { boolean, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Decisions 0012, 0017: one licence per tenant and service; paid orders create, extend or raise it. */
export const mallLicences = pgTable(
  'mall_licences',
  {
    tenantId: integer().notNull(),
    id: integer().notNull().generatedAlwaysAsIdentity(),
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
  (table) => [primaryKey({ columns: [table.tenantId, table.id] }), unique().on(table.tenantId, table.serviceCode)],
);

/** One-off grants per tenant (the app promotion's 15 days), so each is given at most once. */
export const mallGrants = pgTable(
  'mall_grants',
  {
    tenantId: integer().notNull(),
    grant: text().notNull(),
    grantedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.grant] })],
);
