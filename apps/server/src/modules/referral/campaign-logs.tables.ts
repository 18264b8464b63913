import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.tables.ts';

/** What campaign pages log (decision 0045): clicks from a channel's link, visits, shares, draws, claims. */
export const campaignEvents = pgTable(
  'campaign_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** '' when the page was reached without a channel. */
    channel: text().notNull().default(''),
    event: text().notNull(),
    visitorId: text(),
    userId: integer(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.campaignId, table.recordedAt)],
);

/** Short links to campaign pages (sms-url): /s/<code> → /auto-activity/<alias>[/<channel>]. */
export const campaignShortLinks = pgTable(
  'campaign_short_links',
  {
    code: text().primaryKey(),
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** '' for the page without a channel. */
    channel: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex().on(table.campaignId, table.channel)],
);
