import {
  type CategoryNode,
  type HelpArticlePage,
  type HelpListQuery,
  type Language,
  pageCount,
} from '@tallybook/domain';
import { logContentFailure } from '../../lib/content-failure';
import type { HttpClient } from '../../lib/http';
import { type ArticlePage, listedArticle } from './ArticleList';

/** A help tree by alias; null when there is no such tree (or the call failed, logged). */
export async function fetchHelpTree(api: HttpClient, alias: string, language: Language): Promise<CategoryNode | null> {
  const result = await api.get<CategoryNode>('/api/category', { query: { alias, lang: language } });
  if (result.status !== 404) logContentFailure(result, language);
  return result.ok ? result.data : null;
}

type ListFilter = Partial<Omit<HelpListQuery, 'page' | 'page_size' | 'lang'>>;

/** A page of help articles; an empty page when the call failed (logged). */
export async function fetchHelpArticles(
  api: HttpClient,
  filter: ListFilter,
  page: number,
  pageSize: number,
  language: Language,
): Promise<ArticlePage> {
  const result = await api.get<HelpArticlePage>('/api/help', {
    query: { ...filter, page, page_size: pageSize, lang: language },
  });
  if (!result.ok || !result.data) {
    logContentFailure(result, language);
    return { list: [], total: 0, page, totalPages: 1 };
  }
  const { list, total } = result.data;
  return { list: list.map(listedArticle), total, page, totalPages: pageCount(total, pageSize) };
}
