import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Decision 0012: a service sold in the mall (KDZHJ01 is Tallybook), shown on display pages. */
export const mallServices = pgTable('mall_services', {
  serviceNumber: text().primaryKey(),
  productId: integer().notNull(),
  /** The display pages (GET services/display/{displayId}) that list the service; the site uses 11. */
  displayIds: integer().array().notNull().default([]),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A service's texts per language: name, description, introduction sections, features per edition. */
export const mallServiceTranslations = pgTable(
  'mall_service_translations',
  {
    serviceNumber: text()
      .notNull()
      .references(() => mallServices.serviceNumber, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    description: text().notNull(),
    /** Per edition: its display name and feature lines. */
    editions: jsonb().$type<Record<string, { name: string; features: string[] }>>().notNull(),
    /** GET services/introduce: the sections of the service's introduction. */
    sections: jsonb().$type<Array<{ title: string; body: string }>>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.serviceNumber, table.lang] })],
);

export type SkuLevel = 'basic' | 'professional';
export type SkuKind = 'subscription' | 'buyout' | 'extra_user' | 'extra_store';

/**
 * A priced item of a service: a subscription of some months or a perpetual buyout of an edition,
 * or the per-year unit price of an extra user or store (level null: any edition that may buy it).
 */
export const mallSkus = pgTable(
  'mall_skus',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    serviceNumber: text()
      .notNull()
      .references(() => mallServices.serviceNumber, { onDelete: 'cascade' }),
    level: text().$type<SkuLevel>(),
    kind: text().$type<SkuKind>().notNull(),
    /** 1 subscription, 2 perpetual buyout. */
    subscribeType: integer().notNull(),
    /** null for a buyout; 12 for the per-year unit prices. */
    months: integer(),
    /** fen */
    price: bigint('price_fen', { mode: 'number' }).notNull(),
    listPrice: bigint('list_price_fen', { mode: 'number' }).notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index().on(table.serviceNumber, table.kind, table.sortOrder)],
);
