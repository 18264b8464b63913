import type { AchievementInfo, Language, PartnerReferral, TeamList, WebLoadContext } from '@tallybook/domain';
import { requestedPage, TEAM_PAGE_SIZE } from '@tallybook/domain';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageSeo } from '../../../i18n/seo.server';
import { type ApiResult, createHttpClient, type FetchLike } from '../../../lib/http';
import { dataOf } from '../../../lib/loader-answers.server';
import { requirePartner } from '../partner-session.server';
import { ADD_PROMOTER, type PartnerHomeFormResult, SAVE_NICKNAME, SHOW_FULL_NAME } from './partner-home-forms';

type PageName = 'home' | 'settings' | 'team';

/**
 * Who is looking, for the partner's own pages: a partner goes on; a visitor or an account that is
 * not a partner is sent to the partner login (spec §2 /agent/login), which says why.
 */
async function partnerContext(request: Request, context: WebLoadContext, page: PageName) {
  const { language, api, partner } = await requirePartner(request, context);
  const seo = pageSeo(request, 'partner-home', {
    title: serverMessage(language, 'partner-home:meta.title', {
      page: serverMessage(language, `partner-home:pages.${page}`),
    }),
  });
  return { language, api, partner, seo };
}

/** /agent/home: the figures (achievement-info), the code and its links (referral-code, apply-url). */
export async function loadPartnerHome(request: Request, context: WebLoadContext) {
  const { language, api, partner, seo } = await partnerContext(request, context, 'home');
  const [figures, referral, apply] = await Promise.all([
    api.get<AchievementInfo>('/ommall/promoter/achievement-info'),
    api.get<PartnerReferral>('/ommall/promoter/referral-code'),
    api.post<{ referralCode: string; applyUrl: string }>('/ommall/promoter/apply-url', {}),
  ]);
  return {
    language,
    partner,
    figures: dataOf(figures),
    referral: dataOf(referral),
    applyUrl: dataOf(apply).applyUrl,
    seo,
    messages: pageNamespaces('partner-home', 'partner-devices'),
  };
}

/** /agent/system-set: the nickname and whether the full name is shown. */
export async function loadPartnerSettings(request: Request, context: WebLoadContext) {
  const { language, partner, api, seo } = await partnerContext(request, context, 'settings');
  const referral = dataOf(await api.get<PartnerReferral>('/ommall/promoter/referral-code'));
  return {
    language,
    name: partner.name,
    nickname: referral.nickname,
    showFullName: referral.showFullName,
    seo,
    messages: pageNamespaces('partner-home'),
  };
}

/** /agent/add-promoter: one page of the team (team-list), ?page= as the pagination links give it. */
export async function loadPartnerTeam(request: Request, context: WebLoadContext) {
  const { language, api, seo } = await partnerContext(request, context, 'team');
  const currentPage = requestedPage(new URL(request.url).searchParams.get('page'));
  const team = dataOf(
    await api.get<TeamList>('/ommall/promoter/team-list', {
      query: { currentPage, pageSize: TEAM_PAGE_SIZE.default },
    }),
  );
  return { language, team, seo, messages: pageNamespaces('partner-home', 'ui') };
}

/**
 * The settings and team forms' posts, as the pages' actions (each page takes its own `intents`): the server checks every field again and
 * answers spec §5's messages, which the form shows.
 */
export async function postPartnerHomeForm(
  form: FormData,
  intents: readonly string[],
  language: Language,
  fetch: FetchLike | undefined,
): Promise<PartnerHomeFormResult> {
  const api = createHttpClient({ language, fetch });
  const intent = String(form.get('intent') ?? '');
  if (!intents.includes(intent)) throw new Response(null, { status: 400 });
  const field = (name: string) => String(form.get(name) ?? '');
  let result: ApiResult<unknown>;
  if (intent === SAVE_NICKNAME) result = await api.post('/ommall/promoter/nickname', { nickname: field('nickname') });
  else if (intent === SHOW_FULL_NAME)
    result = await api.post('/ommall/promoter/show-full-name', { show: field('show') === 'true' });
  else if (intent === ADD_PROMOTER) result = await api.post('/ommall/promoter/promoter-add', { phone: field('phone') });
  else throw new Response(null, { status: 400 });
  return result.ok ? { intent, ok: true, msg: result.msg } : { intent, ok: false, problem: result.msg };
}
