import type { GuideProgress, PartnerStanding, Promoter, UserInfo } from '@tallybook/domain';
import { redirect } from 'react-router';
import { AccountPage } from '../features/account/AccountPage';
import { accountCall } from '../features/account/account-call.server';
import { joinPromoter } from '../features/account/join-promoter.server';
import { PartnerCentreCard } from '../features/account/PartnerCentreCard';
import { JOIN_PROMOTER } from '../features/account/promoter-form';
import { MyServiceCard } from '../features/mall/MyServiceCard';
import { mallApi } from '../features/mall/mall-api';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { createHttpClient } from '../lib/http';
import { loginHrefFor } from '../lib/login-link';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/account';

export const handle = { layout: true, kefu: true, nav: true };

/** The personal centre; a visitor who is not logged in is sent to log in first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'login');
  const { language } = base;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const user = await api.get<UserInfo>('/webzhj/info');
  if (!user.ok || !user.data) throw redirect(loginHrefFor(request));
  const [licence, promoter, guide, standing] = await Promise.all([
    mallApi(language, context.apiFetch).licence(),
    api.get<Promoter | null>('/promoter/pc/info'),
    api.post<GuideProgress>('/webzhj/guide/cfg', {}),
    api.get<PartnerStanding>('/ommall/promoter/verify'),
  ]);
  return {
    user: user.data,
    licence: licence.ok ? licence.data : null,
    promoter: promoter.ok ? promoter.data : null,
    guide: guide.ok ? guide.data : null,
    // an approved partner is shown the way to the partner centre (issue 64)
    partner: Boolean(standing.ok && standing.data?.partner),
    now: new Date().toISOString(),
    language,
    messages: pageNamespaces('login', 'mall'),
    seo: {
      ...base,
      title: serverMessage(language, 'login:metaAccount.title'),
      description: serverMessage(language, 'login:metaAccount.description'),
    },
  };
}

/** The personal centre's forms that post to the server (decision 0022): joining as a promoter. */
export async function action({ request, context }: Route.ActionArgs) {
  const language = pageLanguage(request);
  // the password and phone forms post the body the browser made (decision 0010)
  if (request.headers.get('content-type')?.startsWith('application/json')) {
    return accountCall(await request.json().catch(() => null), language, context.apiFetch);
  }
  const form = await request.formData();
  if (form.get('intent') === JOIN_PROMOTER) return joinPromoter(form, language, context.apiFetch);
  throw new Response(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function Account({ loaderData }: Route.ComponentProps) {
  const { user, licence, promoter, guide, partner, now, language } = loaderData;
  return (
    <AccountPage user={user} language={language} promoter={promoter} guide={guide}>
      {partner && <PartnerCentreCard />}
      <MyServiceCard licence={licence} userType={user.userType} language={language} now={now} />
    </AccountPage>
  );
}
