import type { AwardBalances, InviterTotals, Language, WebLoadContext } from '@tallybook/domain';
import { redirect } from 'react-router';
import { pageNamespaces } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';
import { type ApiResult, createHttpClient, type FetchLike } from '../../../lib/http';
import { dataOf } from '../../../lib/loader-answers.server';
import { loginHref } from '../../../lib/login-link';
import {
  type InviteHomeFormResult,
  type InviteInfo,
  type PayIndex,
  SEND_RED_PACKET,
  SET_NOTICE,
  type TickerEntry,
} from './invite-home-data';

/** How many of the latest awards the ticker shows. */
export const TICKER_ROWS = 10;

/**
 * /invite (spec §2, §3 Invite/referral): the logged-in user's code and links, totals, awards, the
 * public ticker and the reminder flag. A visitor logs in first and comes back here.
 */
export async function loadInviteHome(request: Request, context: WebLoadContext) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const url = new URL(request.url);
  const info = await api.get<InviteInfo>('/recommend/info');
  if (!info.ok && (info.status === 401 || info.code === 101 || info.code === 401)) {
    throw redirect(loginHref(`${url.pathname}${url.search}`));
  }
  const [total, award, ticker, payIndex] = await Promise.all([
    api.get<InviterTotals>('/recommend/inviter/total'),
    api.get<AwardBalances>('/recommend/award'),
    api.get<TickerEntry[]>('/recommend/award/lately', { query: { rows: TICKER_ROWS } }),
    api.get<PayIndex>('/recommend/payindex'),
  ]);
  return {
    language,
    info: dataOf(info),
    total: dataOf(total),
    award: dataOf(award),
    // the ticker is decoration: the page stands without it
    ticker: ticker.ok && ticker.data ? ticker.data : [],
    // what a red packet would pay now, and why not: without it the button stays, and the server
    // still answers a press in its own words
    payIndex: payIndex.ok && payIndex.data ? payIndex.data : null,
    seo: pageSeo(request, 'invite-home'),
    messages: pageNamespaces('invite-home'),
  };
}

/** The reminder and red-packet forms post here; the server's answer (or refusal) is what the page says. */
export async function postInviteHomeForm(
  form: FormData,
  language: Language,
  fetch: FetchLike | undefined,
): Promise<InviteHomeFormResult> {
  const api = createHttpClient({ language, fetch });
  const intent = String(form.get('intent') ?? '');
  let result: ApiResult<unknown>;
  if (intent === SET_NOTICE)
    result = await api.post('/recommend/award/notice', { notice: form.get('notice') === 'true' });
  else if (intent === SEND_RED_PACKET) result = await api.get('/recommend/send/redpack');
  else throw new Response(null, { status: 400 });
  return result.ok ? { intent, ok: true, msg: result.msg } : { intent, ok: false, problem: result.msg };
}
