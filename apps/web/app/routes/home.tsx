import {
  type CaseListPage,
  devicePlatform,
  HOME_AD_POSITION,
  HOME_AD_PRODUCT_ID,
  type NewsPage,
  PAGE_SIZES,
  type PartnerPage,
  type ProductListPage,
} from '@tallybook/domain';
import { CampaignEndedNotice } from '../features/campaigns/CampaignEndedNotice';
import { CAMPAIGN_ENDED_NOTICE } from '../features/campaigns/campaign-ended';
import { CaseTeaser } from '../features/cases/CaseTeaser';
import { caseCard } from '../features/cases/case-model';
import { HomePage } from '../features/marketing/home/HomePage';
import { NewsTeaser } from '../features/news/NewsTeaser';
import { newsCard } from '../features/news/news-model';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { formatClaims } from '../lib/claims';
import { logContentFailure } from '../lib/content-failure';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { TopBannerAd } from '../shell/TopBanner';
import type { Route } from './+types/home';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

/** How many cases and news items the home page's teasers show. */
const TEASER_SIZE = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'home');
  const { language } = seo;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const device = devicePlatform(request.headers.get('user-agent')) === 'desktop' ? 'desktop' : 'mobile';
  const bannerAd = (position: keyof typeof HOME_AD_POSITION) =>
    api.get<{ adImgUrl: string; adAddress: string; adAlt: string } | null>('/ommall/srvmall/advertise/info', {
      query: { productId: HOME_AD_PRODUCT_ID, adPosition: HOME_AD_POSITION[position], lang: language },
    });
  const [products, ad, narrowAd, partners, cases, news] = await Promise.all([
    api.get<ProductListPage>('/api/product', {
      query: { clients: 1, page_size: PAGE_SIZES.downloadList, lang: language },
    }),
    // spec §2, §9: the home banner is ad product 30 at position 69 (desktop) or 71 (mobile)
    bannerAd(device),
    // a desktop also gets the mobile picture, for a window too narrow for its own (`TopBanner`)
    device === 'desktop' ? bannerAd('mobile') : undefined,
    // spec §7, §9: the partners' logo wall, 12 of them
    api.get<PartnerPage>('/api/partner', { query: { page_size: PAGE_SIZES.partners, lang: language } }),
    api.get<CaseListPage>('/api/case', { query: { page_size: TEASER_SIZE, lang: language } }),
    api.get<NewsPage>('/api/news', { query: { page_size: TEASER_SIZE, lang: language } }),
  ]);
  // spec §8: a content fetch failure is logged, never shown; the page renders without it.
  for (const result of [ad, narrowAd, products, partners, cases]) if (result) logContentFailure(result, language);
  logContentFailure(news, language, 'fetchNewsFailed');
  const narrow = narrowAd?.data;
  const topBanner: TopBannerAd | undefined = ad.data
    ? {
        image: ad.data.adImgUrl,
        link: ad.data.adAddress,
        alt: ad.data.adAlt,
        device,
        ...(narrow && narrow.adAddress === ad.data.adAddress ? { narrowImage: narrow.adImgUrl } : {}),
      }
    : undefined;
  return {
    // issue 64: a campaign that is over led here, and the page says so
    campaignEnded: new URL(request.url).searchParams.get('notice') === CAMPAIGN_ENDED_NOTICE,
    messages: pageNamespaces('home', 'cases', 'news'),
    products: products.data?.list ?? [],
    claims: formatClaims(language),
    partners: partners.data?.list ?? [],
    cases: (cases.data?.list ?? []).map((item) => caseCard(language, item)),
    news: (news.data?.list ?? []).map((item) => newsCard(language, item)),
    seo,
    topBanner,
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.campaignEnded && <CampaignEndedNotice />}
      <HomePage
        products={loaderData.products}
        claims={loaderData.claims}
        partners={loaderData.partners}
        cases={<CaseTeaser items={loaderData.cases} />}
        news={<NewsTeaser items={loaderData.news} />}
      />
    </>
  );
}
