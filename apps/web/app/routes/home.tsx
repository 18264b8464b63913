import {
  devicePlatform,
  HOME_AD_POSITION,
  HOME_AD_PRODUCT_ID,
  message,
  PAGE_SIZES,
  type ProductListPage,
} from '@tallybook/domain';
import { HomePage } from '../features/marketing/home/HomePage';
import type { TopBannerAd } from '../features/marketing/layout/TopBanner';
import { messagesFor } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { formatClaims } from '../lib/claims';
import { createHttpClient } from '../lib/http';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/home';

export const handle = { layout: true, kefu: true, nav: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'home');
  const { language } = seo;
  const api = createHttpClient({ fetch: context.apiFetch, language });
  const device = devicePlatform(request.headers.get('user-agent')) === 'desktop' ? 'desktop' : 'mobile';
  const [products, ad] = await Promise.all([
    api.get<ProductListPage>('/api/product', {
      query: { clients: 1, page_size: PAGE_SIZES.downloadList, lang: language },
    }),
    // spec §2, §9: the home banner is ad product 30 at position 69 (desktop) or 71 (mobile)
    api.get<{ adImgUrl: string; adAddress: string; adAlt: string } | null>('/ommall/srvmall/advertise/info', {
      query: { productId: HOME_AD_PRODUCT_ID, adPosition: HOME_AD_POSITION[device], lang: language },
    }),
  ]);
  if (!ad.ok) console.error(ad.msg);
  const topBanner: TopBannerAd | undefined = ad.data
    ? { image: ad.data.adImgUrl, link: ad.data.adAddress, alt: ad.data.adAlt, device }
    : undefined;
  // spec §8: a content fetch failure is logged, never shown; the page renders without it.
  if (!products.ok) console.error(products.msg || message(language, 'fetchDataFailed'));
  return {
    messages: messagesFor(seo.language, 'home'),
    products: products.data?.list ?? [],
    claims: formatClaims(language),
    seo,
    topBanner,
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} claims={loaderData.claims} />;
}
