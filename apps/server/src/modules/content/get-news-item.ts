import type { ContentLanguage, ItemLink, NewsDetail } from '@tallybook/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { notFound } from '../../platform/http/envelope.ts';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import { newsCategories, newsItems } from './news.tables.ts';
import { newsColumns, toNewsSummary } from './news-columns.ts';
import { inLanguage } from './translated.ts';

/** spec §7: one news item, counting the hit atomically, with the items before and after it in its category. */
export async function getNewsItem(db: Db, id: number, language: ContentLanguage): Promise<NewsDetail> {
  const [counted] = await db
    .update(newsItems)
    .set({ hits: sql`${newsItems.hits} + 1` })
    .where(eq(newsItems.id, id))
    .returning({ id: newsItems.id });
  if (!counted) throw notFound('newsNotFound', { ref: id });

  const columns = newsColumns(language);
  const [row] = await db
    .select(columns.detail)
    .from(newsItems)
    .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .leftJoin(columns.wanted, columns.wantedOn)
    .leftJoin(columns.english, columns.englishOn)
    .leftJoin(columns.wantedCategory, columns.wantedCategoryOn)
    .leftJoin(columns.englishCategory, columns.englishCategoryOn)
    .where(eq(newsItems.id, id));
  if (!row) throw notFound('newsNotFound', { ref: id });
  const { categoryId, content, ...summary } = row;

  const neighbour = async (direction: 'previous' | 'next'): Promise<ItemLink | null> => {
    const position = sql`(${newsItems.publishedAt}, ${newsItems.id})`;
    const here = sql`(${row.publishedAt.toISOString()}::timestamptz, ${id}::integer)`;
    const [found] = await db
      .select({ id: newsItems.id, title: inLanguage(columns.wanted.title, columns.english.title) })
      .from(newsItems)
      .leftJoin(columns.wanted, columns.wantedOn)
      .leftJoin(columns.english, columns.englishOn)
      .where(
        and(
          eq(newsItems.categoryId, categoryId),
          direction === 'previous' ? sql`${position} < ${here}` : sql`${position} > ${here}`,
        ),
      )
      .orderBy(
        ...(direction === 'previous'
          ? [desc(newsItems.publishedAt), desc(newsItems.id)]
          : [asc(newsItems.publishedAt), asc(newsItems.id)]),
      )
      .limit(1);
    return found ?? null;
  };

  return {
    ...toNewsSummary(summary),
    content: sanitizeRichText(content),
    previous: await neighbour('previous'),
    next: await neighbour('next'),
  };
}
