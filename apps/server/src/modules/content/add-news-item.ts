import type { Db } from '../../platform/db/database.ts';
import { newsItems, newsTranslations } from './news.tables.ts';
import { richTextRows, type Translations } from './rich-text-translations.ts';

export interface NewsItemInput {
  categoryId: number;
  cover: string;
  publishedAt: Date;
  hits?: number;
  texts: Translations<{ title: string; summary?: string; author?: string; content: string }>;
}

/** Stores a news item in each language given, its bodies sanitised. Answers its id. */
export async function addNewsItem(db: Db, input: NewsItemInput): Promise<number> {
  const [item] = await db
    .insert(newsItems)
    .values({ categoryId: input.categoryId, cover: input.cover, publishedAt: input.publishedAt, hits: input.hits ?? 0 })
    .returning({ id: newsItems.id });
  if (!item) throw new Error('the news item was not stored');
  await db
    .insert(newsTranslations)
    .values(richTextRows(input.texts, { newsId: item.id }).map(({ plainText: _plainText, ...row }) => row));
  return item.id;
}
