import type { ContentLanguage, HelpArticleContent, HelpArticleSummary } from '@tallybook/domain';
import { alias as aliasTable } from 'drizzle-orm/pg-core';
import { sanitizeRichText } from '../../platform/text/rich-text.ts';
import { helpArticles, helpArticleTranslations } from './help.tables.ts';
import { FALLBACK_LANGUAGE, inLanguage, translationOf } from './translated.ts';

/** The translation joins and the columns of a help article, as lists and detail pages read it. */
export function helpArticleColumns(language: ContentLanguage) {
  const wanted = aliasTable(helpArticleTranslations, 'wanted');
  const english = aliasTable(helpArticleTranslations, 'english');
  const summary = {
    id: helpArticles.id,
    categoryId: helpArticles.categoryId,
    title: inLanguage(wanted.title, english.title),
    summary: inLanguage(wanted.summary, english.summary),
    thumbnail: helpArticles.thumbnail,
    isVideo: helpArticles.isVideo,
    type: helpArticles.type,
    recommend: helpArticles.recommend,
    hits: helpArticles.hits,
    useful: helpArticles.useful,
    useless: helpArticles.useless,
    createdAt: helpArticles.createdAt,
  };
  return {
    wanted,
    english,
    wantedOn: translationOf(wanted.articleId, helpArticles.id, wanted.lang, language),
    englishOn: translationOf(english.articleId, helpArticles.id, english.lang, FALLBACK_LANGUAGE),
    summary,
    content: {
      ...summary,
      content: inLanguage(wanted.content, english.content),
      videoUrl: helpArticles.videoUrl,
      poster: helpArticles.poster,
    },
  };
}

type SummaryRow = Omit<HelpArticleSummary, 'category_id' | 'is_video' | 'wrapper' | 'create_time'> & {
  categoryId: number;
  isVideo: boolean;
  createdAt: Date;
};

export function toHelpArticleSummary({ categoryId, isVideo, createdAt, ...row }: SummaryRow): HelpArticleSummary {
  return {
    ...row,
    category_id: categoryId,
    is_video: isVideo ? 1 : 0,
    wrapper: isVideo ? 'video' : 'doc',
    create_time: createdAt.toISOString(),
  };
}

export function toHelpArticleContent({
  content,
  videoUrl,
  poster,
  ...row
}: SummaryRow & { content: string; videoUrl: string | null; poster: string | null }): HelpArticleContent {
  return {
    ...toHelpArticleSummary(row),
    content: sanitizeRichText(content),
    video_url: videoUrl,
    poster,
  };
}
