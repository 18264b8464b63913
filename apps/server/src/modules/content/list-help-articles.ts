import type { ContentLanguage, HelpArticlePage, HelpListQuery } from '@tallybook/domain';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { categoryById, rootByAlias, subtreeIds } from './category-tree-sql.ts';
import { helpArticles } from './help.tables.ts';
import { helpArticleColumns, toHelpArticleSummary } from './help-article-columns.ts';
import { inLanguage } from './translated.ts';

/**
 * spec §7: help articles, paged. A category filter takes in everything below it; `category_alias`
 * keeps to one tree; `recommend=2` is the recommended list (spec §9); `is_video` splits manuals
 * from videos; `keyword` searches titles and bodies in the visitor's language, title matches first.
 */
export async function listHelpArticles(
  db: Db,
  query: HelpListQuery,
  language: ContentLanguage,
): Promise<HelpArticlePage> {
  const columns = helpArticleColumns(language);
  const title = inLanguage(columns.wanted.title, columns.english.title);
  const body = inLanguage(columns.wanted.plainText, columns.english.plainText);
  const contains = (text: SQL, keyword: string) => sql`strpos(lower(${text}), lower(${keyword})) > 0`;

  const where = and(
    query.category_id === undefined
      ? undefined
      : sql`${helpArticles.categoryId} in (${subtreeIds(categoryById(query.category_id))})`,
    query.category_alias === undefined
      ? undefined
      : sql`${helpArticles.categoryId} in (${subtreeIds(rootByAlias(query.category_alias))})`,
    query.recommend === undefined ? undefined : eq(helpArticles.recommend, query.recommend),
    query.is_video === undefined ? undefined : eq(helpArticles.isVideo, query.is_video === '1'),
    query.keyword === undefined ? undefined : or(contains(title, query.keyword), contains(body, query.keyword)),
  );
  const order =
    query.keyword === undefined
      ? [asc(helpArticles.sortOrder), asc(helpArticles.id)]
      : [
          desc(contains(title, query.keyword)),
          desc(helpArticles.recommend),
          desc(helpArticles.hits),
          asc(helpArticles.id),
        ];

  const [totals] = await db
    .select({ total: count() })
    .from(helpArticles)
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .where(where);
  const rows = await db
    .select(columns.summary)
    .from(helpArticles)
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .where(where)
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return {
    list: rows.map(toHelpArticleSummary),
    total: totals?.total ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
