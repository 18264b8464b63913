import { mallApi, SERVICE_NUMBER } from '../features/mall/mall-api';
import { PricingPage } from '../features/pricing/PricingPage';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/price';

export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'price');
  // the prices are the mall's own, from the catalogue: what the page shows is what checkout charges
  const service = await mallApi(seo.language, context.apiFetch).service(SERVICE_NUMBER);
  return {
    seo,
    language: seo.language,
    catalogue: service.ok && service.data ? service.data : null,
    messages: pageNamespaces('price'),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

// Buying happens in the mall's page of the product, with the edition (and duration) chosen; it asks
// for a login when buying.
const buyHref = (edition: string, skuId?: number) =>
  `/mall/${SERVICE_NUMBER}?level=${edition}${skuId ? `&skuId=${skuId}` : ''}`;

export default function Price({ loaderData }: Route.ComponentProps) {
  return <PricingPage buyHref={buyHref} catalogue={loaderData.catalogue} language={loaderData.language} />;
}
