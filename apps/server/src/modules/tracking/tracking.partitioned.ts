import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The write-heavy logs, in tables partitioned by month on `recorded_at` (ARCHITECTURE.md).
 * Drizzle cannot declare partitioning, so these are created by a hand-written migration
 * (drizzle/*_tracking-logs.sql) and kept out of drizzle-kit's schema glob; this file lets the
 * module read and write them with Drizzle.
 */
export const websiteVisitLogs = pgTable(
  'website_visit_logs',
  {
    id: bigint({ mode: 'number' }).notNull().default(sql`nextval('website_visit_logs_id_seq')`),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    webSiteName: text().notNull(),
    channelNumber: text().notNull(),
    kdUid: text(),
    deviceId: text().notNull(),
    operName: text().notNull(),
    osVersion: text().notNull().default(''),
    isMobile: boolean().notNull(),
    grade: smallint().notNull(),
    operNameParent: text(),
    webSiteUrl: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.id, table.recordedAt] })],
);

export const usageLogs = pgTable(
  'usage_logs',
  {
    id: bigint({ mode: 'number' }).notNull().default(sql`nextval('usage_logs_id_seq')`),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    logType: text().notNull(),
    productId: integer().notNull(),
    channel: text().notNull().default(''),
    deviceId: text().notNull(),
    softVersion: text().notNull().default(''),
    operateTime: timestamp({ withTimezone: true }).notNull(),
    originId: smallint().notNull(),
    funcNumber: text().notNull(),
    userName: text(),
  },
  (table) => [primaryKey({ columns: [table.id, table.recordedAt] })],
);

export const PARTITIONED_TABLES = ['website_visit_logs', 'usage_logs'] as const;
