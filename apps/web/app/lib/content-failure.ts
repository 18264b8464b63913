import { type Language, message } from '@tallybook/domain';
import { type ApiResult, serverSaid } from './http';

/**
 * spec §8: a content call that failed is only logged, never shown, and the page renders what it
 * has: the server's own message, or the default (获取数据失败, or 获取新闻列表出错 for news lists).
 * Loaders run on the server, so the log is the rendering process's console.
 */
export function logContentFailure(
  result: ApiResult<unknown>,
  language: Language,
  fallback: 'fetchDataFailed' | 'fetchNewsFailed' = 'fetchDataFailed',
): void {
  if (result.ok) return;
  console.error(serverSaid(result) ?? message(language, fallback));
}
