import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Campaign landing pages (/auto-activity/:alias): an activity template, live between two dates. */
export const campaigns = pgTable('campaigns', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  alias: text().notNull().unique(),
  heroImage: text().notNull(),
  ctaLink: text().notNull(),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }),
});

export const campaignTranslations = pgTable(
  'campaign_translations',
  {
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull(),
    /** Sanitised rich text. */
    body: text().notNull(),
    ctaText: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.lang] })],
);
