import {
  type CategoryNode,
  type HelpArticlePage,
  type HelpListQuery,
  type Language,
  message,
  pageCount,
} from '@tallybook/domain';
import type { HttpClient } from '../../lib/http';
import type { ArticlePage } from './ArticleList';

/** spec §8: a content failure goes to the console; the page renders what it can. */
function logFailure(language: Language, msg: string) {
  console.error(msg || message(language, 'fetchDataFailed'));
}

/** A help tree by alias; null when there is no such tree (or the call failed, logged). */
export async function fetchHelpTree(api: HttpClient, alias: string, language: Language): Promise<CategoryNode | null> {
  const result = await api.get<CategoryNode>('/api/category', { query: { alias, lang: language } });
  if (!result.ok && result.status !== 404) logFailure(language, result.msg);
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
    logFailure(language, result.msg);
    return { list: [], total: 0, page, totalPages: 1 };
  }
  const { list, total } = result.data;
  return { list, total, page, totalPages: pageCount(total, pageSize) };
}
