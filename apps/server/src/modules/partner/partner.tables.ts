import type { PartnerApplicationState, PartnerLevel, PartnerRole, PartnerVersion } from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
// A foreign key reaches another module's table directly (the one exception to meeting through index.ts).
import { users } from '../identity/identity.tables.ts';

/** spec §3 Promoter (推广员): a user who joined the referral programme, once, with a referral code. */
export const promoters = pgTable('promoters', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // one promoter per user, however many joins arrive at once
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  nickname: text().notNull(),
  // REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH (rules/promoter.ts)
  referralCode: text().notNull().unique(),
  // where the user joined: pc (POST /promoter/pc/add)
  channel: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * spec §3 Partner application (合作伙伴申请), spec §4 its states: one application of a user is open
 * (submitted or under review) at a time; a rejected user may apply again, an approved one may not.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicantName: text().notNull(),
    // the applicant's phone, proven with an SMS code (purpose partner); not necessarily the account's
    phone: text().notNull(),
    companyName: text().notNull(),
    // a leaf of the region cascader rooted at 86 (china-area-data): the district, or the city where there is none
    regionCode: text().notNull(),
    email: text().notNull(),
    mainNeeds: text().notNull(),
    version: text().$type<PartnerVersion>().notNull(),
    state: text().$type<PartnerApplicationState>().notNull().default('submitted'),
    // the operator's reason for a rejection (texted to the applicant)
    reviewNote: text(),
    language: text().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // one open application per user, however many submits arrive at once
    uniqueIndex('partner_applications_one_open_per_user')
      .on(table.userId)
      .where(sql`${table.state} in ('submitted', 'underReview')`),
    index().on(table.state, table.submittedAt),
  ],
);

/**
 * spec §3 Partner (agent): an approved applicant, of one version for good (spec §6), with a role, a
 * level and an authorisation certificate whose number the public qualification query finds.
 */
export const partners = pgTable(
  'partners',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: integer()
      .notNull()
      .unique()
      .references(() => partnerApplications.id),
    version: text().$type<PartnerVersion>().notNull(),
    role: text().$type<PartnerRole>().notNull(),
    level: text().$type<PartnerLevel>().notNull(),
    name: text().notNull(),
    companyName: text().notNull(),
    phone: text().notNull(),
    regionCode: text().notNull(),
    certificateNo: text().notNull().unique(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.name), index().on(table.phone)],
);
