// Demo content: news categories and items, seeded once. Not real events.
import type { Db } from '../../../platform/db/database.ts';
import { addNewsItem } from '../add-news-item.ts';
import { newsCategories, newsCategoryTranslations } from '../news.tables.ts';
import { bulletList, paragraphs } from './demo-html.ts';
import { shanghai, translationRows } from './localized.ts';
import { NEWS, NEWS_AUTHOR, NEWS_CATEGORIES } from './news.data.ts';

/** The cover of the n-th demo news item (1-based). */
export const newsCover = (index: number) => `/images/content/news/cover-${String(index).padStart(2, '0')}.svg`;

export async function seedNews(db: Db): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const [sortOrder, category] of NEWS_CATEGORIES.entries()) {
    const [row] = await db
      .insert(newsCategories)
      .values({ alias: category.alias, sortOrder })
      .returning({ id: newsCategories.id });
    if (!row) throw new Error(`could not seed news category ${category.alias}`);
    await db.insert(newsCategoryTranslations).values(translationRows(category.texts, { categoryId: row.id }));
    categoryIds.set(category.alias, row.id);
  }

  for (const [index, item] of NEWS.entries()) {
    const categoryId = categoryIds.get(item.category);
    if (categoryId === undefined) throw new Error(`no news category ${item.category}`);
    const texts = Object.fromEntries(
      Object.entries(item.texts).map(([lang, text]) => [
        lang,
        {
          title: text.title,
          summary: text.summary,
          author: NEWS_AUTHOR[lang as keyof typeof NEWS_AUTHOR],
          content: paragraphs(text.body) + (text.points ? bulletList(text.points) : ''),
        },
      ]),
    ) as Parameters<typeof addNewsItem>[1]['texts'];
    await addNewsItem(db, {
      categoryId,
      cover: newsCover(index + 1),
      publishedAt: shanghai(item.publishedAt, '09:30'),
      hits: item.hits,
      texts,
    });
  }
}
