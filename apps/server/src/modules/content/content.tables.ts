import { CLIENT_TYPES } from '@tallybook/domain';
import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Products of the site (not merchant-owned: no tenant). Names and descriptions are per language. */
export const products = pgTable('products', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  alias: text().notNull().unique(),
  logo: text().notNull(),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.lang] })],
);

export const clientType = pgEnum('client_type', CLIENT_TYPES);

/** spec §3: a product's client packages, one row per platform build. */
export const productClients = pgTable(
  'product_clients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: clientType().notNull(),
    version: text().notNull(),
    downloadLink: text().notNull(),
    sortOrder: integer().notNull().default(0),
    releasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.productId, table.type, table.sortOrder)],
);

/** spec §3, §7: a product's release history, one row per version and platform. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: clientType().notNull(),
    version: text().notNull(),
    downloadLink: text().notNull(),
    // null where an app store delivers the package
    sizeBytes: integer(),
    releasedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique().on(table.productId, table.type, table.version), index().on(table.productId, table.releasedAt)],
);

/** Release notes per language: sanitised rich text. */
export const productVersionTranslations = pgTable(
  'product_version_translations',
  {
    versionId: integer()
      .notNull()
      .references(() => productVersions.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    notes: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.lang] })],
);
