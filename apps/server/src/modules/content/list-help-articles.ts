import {
  ARABIC_FOLD_FROM,
  ARABIC_FOLD_TO,
  ARABIC_MARKS,
  type ContentLanguage,
  type HelpArticlePage,
  type HelpListQuery,
  searchTerms,
} from '@tallybook/domain';
import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { categoryById, rootByAlias, subtreeIds } from './category-tree-sql.ts';
import { helpArticles } from './help.tables.ts';
import { helpArticleColumns, toHelpArticleSummary } from './help-article-columns.ts';
import { inLanguage } from './translated.ts';

/**
 * spec §7: help articles, paged. A category filter takes in everything below it; `category_alias`
 * keeps to one tree; `recommend=2` is the recommended list (spec §9); `is_video` splits manuals
 * from videos; `keyword` searches titles and bodies in the visitor's language word by word (see search-terms.ts in the
 * domain), title matches first.
 */
export async function listHelpArticles(
  db: Db,
  query: HelpListQuery,
  language: ContentLanguage,
): Promise<HelpArticlePage> {
  const columns = helpArticleColumns(language);
  const title = inLanguage(columns.wanted.title, columns.english.title);
  const body = inLanguage(columns.wanted.plainText, columns.english.plainText);
  // each word of the search (Chinese cut by ICU, Arabic letter forms folded) is in the title or the
  // body, compared as foldForSearch folds both sides
  const folded = (text: SQL) =>
    sql`translate(regexp_replace(lower(${text}), ${ARABIC_MARKS.source}, '', 'g'), ${ARABIC_FOLD_FROM}, ${ARABIC_FOLD_TO})`;
  const contains = (text: SQL, term: string) => sql`strpos(${folded(text)}, ${term}) > 0`;
  const terms = query.keyword === undefined ? [] : searchTerms(query.keyword, language);
  const inTitle = and(...terms.map((term) => contains(title, term)));

  const where = and(
    query.category_id === undefined
      ? undefined
      : sql`${helpArticles.categoryId} in (${subtreeIds(categoryById(query.category_id))})`,
    query.category_alias === undefined
      ? undefined
      : sql`${helpArticles.categoryId} in (${subtreeIds(rootByAlias(query.category_alias))})`,
    query.recommend === undefined ? undefined : eq(helpArticles.recommend, query.recommend),
    query.is_video === undefined ? undefined : eq(helpArticles.isVideo, query.is_video === '1'),
    query.keyword === undefined
      ? undefined
      : terms.length === 0
        ? sql`false`
        : and(...terms.map((term) => or(contains(title, term), contains(body, term)))),
  );
  const order =
    query.keyword === undefined
      ? [asc(helpArticles.sortOrder), asc(helpArticles.id)]
      : [
          ...(inTitle === undefined ? [] : [desc(inTitle)]),
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
