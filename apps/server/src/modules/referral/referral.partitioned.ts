import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The referral programme's write-heavy logs, in tables partitioned by month (ARCHITECTURE.md,
 * decision 0007): every visit of an invite page and every event of a campaign page. Drizzle cannot
 * declare partitioning, so these are made by a hand-written migration
 * (drizzle/0032_referral-logs-partitioned.sql) and kept out of drizzle-kit's schema glob; this file
 * lets the module write them with Drizzle.
 */

/** Visits of invite pages (invite/click/log, activity/log): which code's link brought whom where. */
export const inviteVisits = pgTable(
  'invite_visits',
  {
    id: bigint({ mode: 'number' }).notNull().default(sql`nextval('invite_visits_id_seq')`),
    kind: text().$type<'click' | 'activity'>().notNull(),
    /** The inviter whose code the link carried; null for an unknown code. */
    inviterUserId: integer(),
    code: text(),
    page: text().notNull(),
    action: text(),
    visitorId: text(),
    deviceHash: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.at] })],
);

/** What campaign pages log (decision 0045): clicks from a channel's link, visits, shares, draws, claims. */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: bigint({ mode: 'number' }).notNull().default(sql`nextval('campaign_events_id_seq')`),
    campaignId: integer().notNull(),
    /** '' when the page was reached without a channel. */
    channel: text().notNull().default(''),
    event: text().notNull(),
    visitorId: text(),
    userId: integer(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.id, table.recordedAt] })],
);

export const REFERRAL_LOG_TABLES = ['invite_visits', 'campaign_events'] as const;
