import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns.tables.ts';

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
