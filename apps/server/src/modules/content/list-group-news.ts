import type { ContentLanguage, GroupNewsQuery, NewsGroup } from '@tallybook/domain';
import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database.ts';
import { newsCategories, newsCategoryTranslations, newsItems } from './news.tables.ts';
import { newsColumns, toNewsSummary } from './news-columns.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/** spec §7: each news category, in order, with its latest `page_size` items, newest first. */
export async function listGroupNews(db: Db, query: GroupNewsQuery, language: ContentLanguage): Promise<NewsGroup[]> {
  const wanted = aliasTable(newsCategoryTranslations, 'wanted');
  const english = aliasTable(newsCategoryTranslations, 'english');
  const groups = await db
    .select({
      id: newsCategories.id,
      alias: newsCategories.alias,
      name: inLanguage(wanted.name, english.name),
      description: inLanguage(wanted.description, english.description),
    })
    .from(newsCategories)
    .leftJoin(wanted, translationOf(wanted.categoryId, newsCategories.id, wanted.lang, language))
    .leftJoin(english, translationOf(english.categoryId, newsCategories.id, english.lang, FALLBACK_LANGUAGE))
    .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.id));

  const ranked = db
    .select({
      id: newsItems.id,
      rank: sql<number>`row_number() over (partition by ${newsItems.categoryId} order by ${newsItems.publishedAt} desc, ${newsItems.id} desc)`.as(
        'rank',
      ),
    })
    .from(newsItems)
    .as('ranked');
  const columns = newsColumns(language);
  const latest = await db
    .select({ ...columns.summary, categoryId: newsItems.categoryId })
    .from(newsItems)
    .innerJoin(ranked, eq(ranked.id, newsItems.id))
    .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .leftJoin(columns.wantedCategory, columns.wantedCategoryOn)
    .leftJoin(columns.englishCategory, columns.englishCategoryOn)
    .where(lte(ranked.rank, query.page_size))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.id));

  return groups.map(({ id, ...group }) => ({
    ...group,
    list: latest
      .filter((item) => item.categoryId === id)
      .map(({ categoryId: _categoryId, ...item }) => toNewsSummary(item)),
  }));
}
