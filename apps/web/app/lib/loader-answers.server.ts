import { data } from 'react-router';
import type { ApiResult } from './http';

/**
 * The answer's data, or the page fails with the call's status: the API's own refusal or failure, and
 * 502 when no answer came at all. For pages that have nothing to show without the call (a partner's
 * screens, the invite programme's).
 */
export function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok || result.data === null || result.data === undefined) {
    throw new Response(result.msg, { status: result.status && result.status >= 400 ? result.status : 502 });
  }
  return result.data;
}

/**
 * A detail page (a news article, a customer case) whose item the API refused (4xx) is a page that says
 * so, with the 404 search engines expect. A read that failed otherwise keeps the page's 200: spec §8
 * logs content failures and shows what the page has.
 */
export function detailPage<T>(page: T, found: boolean, answer: Pick<ApiResult<unknown>, 'status'>) {
  const unknownItem = !found && answer.status >= 400 && answer.status < 500;
  return unknownItem ? data(page, { status: 404 }) : page;
}
