import type { AwardBalances, WebLoadContext } from '@tallybook/domain';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageLanguage } from '../../../i18n/page-language';
import { pageSeo } from '../../../i18n/seo.server';
import { createHttpClient, type HttpClient } from '../../../lib/http';
import { dataOf } from '../../../lib/loader-answers.server';
import { type InviteProgramme, PROGRAMME_PAGES } from '../programme/programme';
import { loggedOut, toLogin } from '../programme/programme.server';
import type { AwardRow, InviteDetailData, OpenDetailList, RegistrationRow } from './detail-data';
import { DETAIL_ROWS, type DetailView, detailView } from './detail-view';

const R = '/recommend';
type Page<T> = { list: T[]; total: number };

/** The open list's page: the awards (of a state) or the friends; a visitor's refusal is the balances' to tell. */
async function openList(api: HttpClient, view: DetailView, query: Record<string, string | number>) {
  if (view.list === 'awards') {
    const found = await api.get<Page<AwardRow>>(`${R}/award/detail`, { query: { ...query, state: view.state } });
    if (loggedOut(found)) return null;
    const { list, total } = dataOf(found);
    return { list: 'awards', rows: list, total } satisfies OpenDetailList;
  }
  const found = await api.get<Page<RegistrationRow>>(`${R}/regist/detail`, { query });
  if (loggedOut(found)) return null;
  const { list, total } = dataOf(found);
  return { list: 'registrations', rows: list, total } satisfies OpenDetailList;
}

/**
 * /invite/detail (every programme) and /invite/xh-share/rewards (`programme` xh): the logged-in
 * user's award balances (award) and the open list — its awards of a state (award/detail) or its
 * friends (regist/detail), a page at a time. A visitor logs in first.
 */
export async function loadInviteDetail(request: Request, context: WebLoadContext, programme?: InviteProgramme) {
  const language = pageLanguage(request);
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const view = detailView(new URL(request.url).searchParams);
  const scope: Record<string, string> = programme ? { programme } : {};
  const paging = { page: view.page, rows: DETAIL_ROWS };
  const [balances, open] = await Promise.all([
    api.get<AwardBalances>(`${R}/award`, { query: scope }),
    openList(api, view, { ...paging, ...scope }),
  ]);
  if (loggedOut(balances) || !open) throw toLogin(request);
  const screen: InviteDetailData = {
    programme: programme ?? 'all',
    path: programme ? PROGRAMME_PAGES[programme].rewards : PROGRAMME_PAGES.tallybook.rewards,
    view,
    balances: dataOf(balances),
    open,
  };
  const meta = programme === 'xh' ? 'metaXh' : 'meta';
  return {
    language,
    ...screen,
    seo: pageSeo(request, 'invite-detail', {
      title: serverMessage(language, `invite-detail:${meta}.title`),
      description: serverMessage(language, `invite-detail:${meta}.description`),
    }),
    messages: pageNamespaces('invite-detail', 'ui'),
  };
}
