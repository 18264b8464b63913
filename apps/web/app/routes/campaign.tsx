import { redirect } from 'react-router';
import { type Campaign, CampaignPage } from '../features/campaigns/CampaignPage';
import { campaignEndedHref } from '../features/campaigns/campaign-ended';
import { campaignAction, loadCampaignOffers } from '../features/campaigns/campaign-offers.server';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { logContentFailure } from '../lib/content-failure';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/campaign';

// spec §2: campaign pages have no layout; an anonymous visitor's render is the same for all (the server
// caches only anonymous requests)
export const handle = { layout: false, kefu: false, nav: false, pageCache: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'home');
  const { language } = base;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const [result, offers] = await Promise.all([
    api.get<Campaign>('/ommall/activity/activity-template-detail', {
      query: { alias: params.alias, lang: language },
    }),
    loadCampaignOffers(context.apiFetch, language, params.alias),
  ]);
  if (!result.ok || !result.data) {
    if (result.status !== 404) logContentFailure(result, language);
    // spec §2: a campaign that is over, or never was, leads home; issue 64: which says so on arrival
    throw redirect(campaignEndedHref(request));
  }
  return {
    campaign: result.data,
    offers,
    channel: params.channel ?? null,
    language,
    messages: pageNamespaces('campaign'),
    seo: { ...base, title: `${result.data.title} — Tallybook`, description: result.data.subtitle },
  };
}

/** Draw, share for one more draw, claim a coupon: forms that work without JavaScript (issue 16). */
export async function action({ request, params, context }: Route.ActionArgs) {
  return campaignAction(request, context.apiFetch, pageLanguage(request), params.alias);
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function CampaignRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CampaignPage
      campaign={loaderData.campaign}
      offers={loaderData.offers}
      channel={loaderData.channel}
      result={actionData}
      language={loaderData.language}
    />
  );
}
