import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The industries customer cases are filed under (retail, wholesale, food ...). */
export const caseIndustries = pgTable('case_industries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  alias: text().notNull().unique(),
  sortOrder: integer().notNull().default(0),
});

export const caseIndustryTranslations = pgTable(
  'case_industry_translations',
  {
    industryId: integer()
      .notNull()
      .references(() => caseIndustries.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.industryId, table.lang] })],
);

/** A customer case (the site's user stories). `case` is SQL's own word, hence the table's name. */
export const customerCases = pgTable(
  'customer_cases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    industryId: integer()
      .notNull()
      .references(() => caseIndustries.id, { onDelete: 'restrict' }),
    cover: text().notNull(),
    logo: text().notNull(),
    hits: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.industryId, table.publishedAt), index().on(table.hits)],
);

export const customerCaseTranslations = pgTable(
  'customer_case_translations',
  {
    caseId: integer()
      .notNull()
      .references(() => customerCases.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    customer: text().notNull(),
    region: text().notNull().default(''),
    summary: text().notNull().default(''),
    highlights: jsonb().$type<string[]>().notNull().default([]),
    content: text().notNull(),
    quote: text().notNull().default(''),
    quoteAuthor: text().notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.lang] })],
);
