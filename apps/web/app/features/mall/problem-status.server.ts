import type { ApiResult } from '../../lib/http';

/**
 * The status of a mall page whose read failed: the API's own refusal when it refused the request (an
 * order that is not the visitor's is 404, as if it did not exist), and 503 when the API could not
 * answer. A page that shows a problem never says 200.
 */
export function problemStatus(result: Pick<ApiResult<unknown>, 'status'>): number {
  return result.status >= 400 && result.status < 500 ? result.status : 503;
}
