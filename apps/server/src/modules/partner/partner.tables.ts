import type {
  CustomerEvent,
  CustomerSource,
  GiveUpReason,
  PartnerApplicationState,
  PartnerLevel,
  PartnerRole,
  PartnerVersion,
  PurchaseIntention,
} from '@tallybook/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  // where the user joined: pc (POST /promoter/pc/add), partner (made a partner: its own code), team (promoter-add)
  channel: text().notNull(),
  // the partner whose customers this promoter's registrations become: the partner itself for a
  // partner's own promoter record, the parent partner for a team promoter, none for a plain referrer
  partnerId: integer(),
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
    // the partner whose apply link (apply-url) the applicant came through: it becomes the parent
    parentPartnerId: integer(),
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
    // the partner under whom this one applied (a sub-partner of its team), if any
    parentPartnerId: integer(),
    name: text().notNull(),
    companyName: text().notNull(),
    phone: text().notNull(),
    regionCode: text().notNull(),
    certificateNo: text().notNull().unique(),
    validFrom: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    // POST show-full-name: whether customers see the partner's full name or the nickname
    showFullName: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.name), index().on(table.phone), index().on(table.parentPartnerId)],
);

/**
 * A partner's customers and the pool (spec §3 Customer/merchant, §4): one row per merchant (its tenant id
 * as merchant_id: a partner's book names tenants, it is not their data) that a partner owns or once owned. partner_id is the owner, null while the customer is in the
 * pool; protected_until ends the owner's protection period, after which the release job puts the
 * customer back in the pool. The notes (intention, labels, follow-ups) are the owner's and are
 * cleared when the owner changes.
 */
export const partnerCustomers = pgTable(
  'partner_customers',
  {
    merchantId: integer().primaryKey(),
    partnerId: integer().references(() => partners.id),
    // the promoter whose link brought the customer (the partner's own or a team promoter's)
    promoterId: integer(),
    source: text().$type<CustomerSource>().notNull(),
    ownedSince: timestamp({ withTimezone: true }),
    protectedUntil: timestamp({ withTimezone: true }),
    // when the customer last entered the pool (spec §4: sort by recent pool entry)
    poolSince: timestamp({ withTimezone: true }),
    intention: text().$type<PurchaseIntention>(),
    labels: text().array().notNull().default(sql`'{}'::text[]`),
    lastFollowUpAt: timestamp({ withTimezone: true }),
    giveUpReason: text().$type<GiveUpReason>(),
    // bumped on every change of owner: a stale claim or release changes nothing
    version: integer().notNull().default(1),
  },
  (table) => [
    index('partner_customers_by_partner').on(table.partnerId, table.ownedSince),
    index('partner_customers_pool').on(table.poolSince).where(sql`${table.partnerId} is null`),
    index('partner_customers_expiring').on(table.protectedUntil).where(sql`${table.partnerId} is not null`),
  ],
);

/** Every change of a customer's owner (spec §4, issue 14): attributed, released by the job, abandoned. */
export const partnerCustomerHistory = pgTable(
  'partner_customer_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer().notNull(),
    event: text().$type<CustomerEvent>().notNull(),
    // the owner before and after the change (null: the pool, or nobody yet)
    fromPartnerId: integer(),
    toPartnerId: integer(),
    source: text().$type<CustomerSource>(),
    reason: text().$type<GiveUpReason>(),
    note: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.merchantId, table.at)],
);

/** A partner's follow-up records of a customer (follow-record), with the intention at the time. */
export const partnerFollowUps = pgTable(
  'partner_follow_ups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer().notNull(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    intention: text().$type<PurchaseIntention>().notNull(),
    note: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.merchantId, table.partnerId, table.createdAt)],
);

/**
 * POS devices a partner registers for its customers (devices/*): each is bound to one store of one
 * customer at a time, or to none.
 */
export const partnerDevices = pgTable(
  'partner_devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    serialNo: text().notNull().unique(),
    model: text().notNull().default(''),
    merchantId: integer(),
    storeId: integer(),
    boundAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.partnerId, table.createdAt), index().on(table.merchantId, table.storeId)],
);
