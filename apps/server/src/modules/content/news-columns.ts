import type { ContentLanguage, NewsSummary } from '@tallybook/domain';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import { newsCategories, newsCategoryTranslations, newsItems, newsTranslations } from './news.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/** The joins and columns of a news item, its category's name included, as lists and details read it. */
export function newsColumns(language: ContentLanguage) {
  const wanted = aliasTable(newsTranslations, 'wanted');
  const english = aliasTable(newsTranslations, 'english');
  const wantedCategory = aliasTable(newsCategoryTranslations, 'wanted_category');
  const englishCategory = aliasTable(newsCategoryTranslations, 'english_category');
  const summary = {
    id: newsItems.id,
    category_alias: newsCategories.alias,
    category_name: inLanguage(wantedCategory.name, englishCategory.name),
    title: inLanguage(wanted.title, english.title),
    summary: inLanguage(wanted.summary, english.summary),
    cover: newsItems.cover,
    author: inLanguage(wanted.author, english.author),
    publishedAt: newsItems.publishedAt,
    hits: newsItems.hits,
  };
  return {
    wanted,
    english,
    wantedOn: translationOf(wanted.newsId, newsItems.id, wanted.lang, language),
    englishOn: translationOf(english.newsId, newsItems.id, english.lang, FALLBACK_LANGUAGE),
    wantedCategory,
    englishCategory,
    wantedCategoryOn: translationOf(wantedCategory.categoryId, newsCategories.id, wantedCategory.lang, language),
    englishCategoryOn: translationOf(
      englishCategory.categoryId,
      newsCategories.id,
      englishCategory.lang,
      FALLBACK_LANGUAGE,
    ),
    summary,
    detail: { ...summary, categoryId: newsItems.categoryId, content: inLanguage(wanted.content, english.content) },
  };
}

export function toNewsSummary({
  publishedAt,
  ...row
}: Omit<NewsSummary, 'published_at'> & { publishedAt: Date }): NewsSummary {
  return { ...row, published_at: publishedAt.toISOString() };
}
