import { ALL_NEWS_ALIAS, type ContentLanguage, type NewsListQuery, type NewsPage } from '@tallybook/domain';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { newsCategories, newsItems } from './news.tables.ts';
import { newsColumns, toNewsSummary } from './news-columns.ts';

/**
 * spec §2, §7: news of one category (`news`: of all), newest first and paged, in the visitor's
 * language; `hot=1` orders by hits instead (the hot news beside a detail page).
 */
export async function listNews(db: Db, query: NewsListQuery, language: ContentLanguage): Promise<NewsPage> {
  const columns = newsColumns(language);
  const where = query.category_alias === ALL_NEWS_ALIAS ? undefined : eq(newsCategories.alias, query.category_alias);
  const order =
    query.hot === '1'
      ? [desc(newsItems.hits), desc(newsItems.publishedAt), desc(newsItems.id)]
      : [desc(newsItems.publishedAt), desc(newsItems.id)];

  const [totals] = await db
    .select({ total: count() })
    .from(newsItems)
    .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .where(where);
  const rows = await db
    .select(columns.summary)
    .from(newsItems)
    .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .leftJoin(columns.wantedCategory, columns.wantedCategoryOn)
    .leftJoin(columns.englishCategory, columns.englishCategoryOn)
    .where(where)
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { list: rows.map(toNewsSummary), total: totals?.total ?? 0, page: query.page, page_size: query.page_size };
}
