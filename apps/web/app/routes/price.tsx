import { PricingPage } from '../features/pricing/PricingPage';
import { messagesFor } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/price';

export const handle = { layout: true, kefu: true, nav: false };

export function loader({ request }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'price');
  return { seo, messages: messagesFor(seo.language, 'price') };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

// Buying happens in the mall's page of the product, with the edition chosen; it asks for a login when buying.
const buyHref = (edition: string) => `/mall/KDZHJ01?level=${edition}`;

export default function Price() {
  return <PricingPage buyHref={buyHref} />;
}
