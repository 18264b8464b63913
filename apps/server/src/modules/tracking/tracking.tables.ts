import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** An ad click (decision 0042): the token an ad platform gave the landing page (Baidu's bd_vid). */
export const adClicks = pgTable('ad_clicks', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  platform: text().$type<'baidu'>().notNull(),
  clickToken: text().notNull().unique(),
  /** The landing address that carried the token (Baidu's logidUrl), as first seen. */
  landingUrl: text().notNull(),
  firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A conversion of an ad click, once per click and type however often it is reported, and its own
 * forwarding queue (decision 0042): due while neither forwarded nor failed, retried with backoff.
 */
export const adConversions = pgTable(
  'ad_conversions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clickId: integer()
      .notNull()
      .references(() => adClicks.id),
    /** The platform's conversion type (Baidu's newType). */
    type: smallint().notNull(),
    /** The merchant, where one is known (its attribution record carries the click). */
    tenantId: integer(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    forwardedAt: timestamp({ withTimezone: true }),
    /** Set when the attempts ran out; the back office sees it. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    unique().on(table.clickId, table.type),
    index('ad_conversions_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.forwardedAt} is null and ${table.failedAt} is null`),
    index().on(table.tenantId),
  ],
);

/** Each attempt to forward a conversion, as it went. */
export const adConversionAttempts = pgTable(
  'ad_conversion_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversionId: integer()
      .notNull()
      .references(() => adConversions.id),
    attempt: integer().notNull(),
    platform: text().notNull(),
    succeeded: boolean().notNull(),
    detail: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.conversionId)],
);

/**
 * Where a merchant came from (issue 16): one record per merchant, written when its account is made
 * and never overwritten (first touch, decision 0042).
 */
export const merchantAttributions = pgTable(
  'merchant_attributions',
  {
    tenantId: integer().primaryKey(),
    /** spec §4, §5: pack_origin (ref or utm_source), the register origin (6, or 506 with a device). */
    channel: text().notNull(),
    appOrigin: integer().notNull(),
    deviceCode: text(),
    utmSource: text(),
    utmMedium: text(),
    utmCampaign: text(),
    utmTerm: text(),
    utmContent: text(),
    inviteCode: text(),
    partnerCode: text(),
    adClickToken: text(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.adClickToken)],
);
