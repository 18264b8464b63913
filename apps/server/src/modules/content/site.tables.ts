import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** spec §3: slider info; slides of one alias (`home`, `download` ...) show together, in order. */
export const slides = pgTable(
  'slides',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    alias: text().notNull(),
    image: text().notNull(),
    imageMobile: text().notNull(),
    link: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index().on(table.alias, table.sortOrder)],
);

export const slideTranslations = pgTable(
  'slide_translations',
  {
    slideId: integer()
      .notNull()
      .references(() => slides.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    buttonText: text().notNull().default(''),
    imageAlt: text().notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.slideId, table.lang] })],
);

/** spec §3 Partner (the logo wall): a business shown on the site, not a partner of the partner programme. */
export const partnerLogos = pgTable('partner_logos', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  logo: text().notNull(),
  url: text().notNull().default(''),
  sortOrder: integer().notNull().default(0),
});

export const partnerLogoTranslations = pgTable(
  'partner_logo_translations',
  {
    logoId: integer()
      .notNull()
      .references(() => partnerLogos.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.logoId, table.lang] })],
);

/** spec §2, §3: the footer's friendship links. */
export const friendshipLinks = pgTable('friendship_links', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  url: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

export const friendshipLinkTranslations = pgTable(
  'friendship_link_translations',
  {
    linkId: integer()
      .notNull()
      .references(() => friendshipLinks.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.lang] })],
);

/** spec §3: agreements (privacy policy, service licence ...), by alias, each with its versions. */
export const agreements = pgTable('agreements', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  alias: text().notNull().unique(),
});

export const agreementVersions = pgTable(
  'agreement_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer()
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    version: text().notNull(),
    effectiveAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.agreementId, table.version), index().on(table.agreementId, table.effectiveAt)],
);

export const agreementVersionTranslations = pgTable(
  'agreement_version_translations',
  {
    versionId: integer()
      .notNull()
      .references(() => agreementVersions.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    content: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.lang] })],
);

/**
 * Issue 12: the chat channel shown to visitors of each content language (WeChat for zh-CN, WhatsApp
 * elsewhere), in the footer, the about page and the service widget. One row per language.
 */
export const contactChannels = pgTable(
  'contact_channels',
  {
    lang: text().primaryKey(),
    kind: text().$type<'wechat' | 'whatsapp'>().notNull(),
    name: text().notNull(),
    handle: text().notNull(),
    link: text(),
  },
  (table) => [check('contact_channels_kind', sql`${table.kind} in ('wechat', 'whatsapp')`)],
);
