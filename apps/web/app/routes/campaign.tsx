import { redirect } from 'react-router';
import { type Campaign, CampaignPage } from '../features/campaigns/CampaignPage';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/campaign';

// spec §2: campaign pages have no layout
export const handle = { layout: false, kefu: false, nav: false, pageCache: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'home');
  const { language } = base;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const result = await api.get<Campaign>('/ommall/activity/activity-template-detail', {
    query: { alias: params.alias, lang: language },
  });
  if (!result.ok || !result.data) {
    if (result.status !== 404) logContentFailure(result, language);
    // spec §2: a campaign that is over, or never was, leads home
    throw redirect('/');
  }
  return {
    campaign: result.data,
    language,
    messages: pageNamespaces('campaign'),
    seo: { ...base, title: `${result.data.title} — Tallybook`, description: result.data.subtitle },
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function CampaignRoute({ loaderData }: Route.ComponentProps) {
  return <CampaignPage campaign={loaderData.campaign} language={loaderData.language} />;
}
