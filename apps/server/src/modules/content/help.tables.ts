import { HELP_ARTICLE_TYPES, HELP_VOTES } from '@tallybook/domain';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** spec §3: category trees; a root's alias names its tree (the help centre's is `tallybook`). */
export const categories = pgTable(
  'categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    alias: text().unique(),
    icon: text(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index().on(table.parentId, table.sortOrder)],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.categoryId, table.lang] })],
);

export const helpArticleType = pgEnum('help_article_type', HELP_ARTICLE_TYPES);

/** spec §3: a help article (manual or FAQ, document or video) with its hit and feedback counters. */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    type: helpArticleType().notNull(),
    isVideo: boolean().notNull().default(false),
    // spec §9: level 2 is the recommended list
    recommend: smallint().notNull().default(0),
    sortOrder: integer().notNull().default(0),
    thumbnail: text().notNull(),
    videoUrl: text(),
    poster: text(),
    hits: integer().notNull().default(0),
    useful: integer().notNull().default(0),
    useless: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.categoryId, table.sortOrder), index().on(table.recommend)],
);

/** Title and body per language; `plainText` is the body without markup, for search. */
export const helpArticleTranslations = pgTable(
  'help_article_translations',
  {
    articleId: integer()
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    lang: text().notNull(),
    title: text().notNull(),
    summary: text().notNull().default(''),
    content: text().notNull(),
    plainText: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.lang] })],
);

export const helpVote = pgEnum('help_vote', HELP_VOTES);

/** One vote per visitor and article: the key is what makes a second vote change nothing. */
export const helpFeedback = pgTable(
  'help_feedback',
  {
    articleId: integer()
      .notNull()
      .references(() => helpArticles.id, { onDelete: 'cascade' }),
    visitorId: uuid().notNull(),
    vote: helpVote().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.articleId, table.visitorId] })],
);
