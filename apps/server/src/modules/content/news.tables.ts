import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** spec §2: product-news, company-news and industry-news (`news` lists them all). */
export const newsCategories = pgTable('news_categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  alias: text().notNull().unique(),
  sortOrder: integer().notNull().default(0),
});

export const newsCategoryTranslations = pgTable(
  'news_category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.lang] })],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'restrict' }),
    cover: text().notNull(),
    hits: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.categoryId, table.publishedAt), index().on(table.publishedAt), index().on(table.hits)],
);

export const newsTranslations = pgTable(
  'news_translations',
  {
    newsId: integer()
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    author: text().notNull().default(''),
    content: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.newsId, table.lang] })],
);
