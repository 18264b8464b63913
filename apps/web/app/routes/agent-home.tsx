import { PartnerHomePage } from '../features/partner/home/PartnerHomePage';
import { loadPartnerHome } from '../features/partner/home/partner-home.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/agent-home';

// spec §2: /agent/home has the layout and the widget
export const handle = { layout: true, kefu: true, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnerHome(request, context);
}

// The partner's own screens are no search result.
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentHome({ loaderData }: Route.ComponentProps) {
  const { language, partner, figures, referral, applyUrl } = loaderData;
  return (
    <PartnerHomePage language={language} partner={partner} figures={figures} referral={referral} applyUrl={applyUrl} />
  );
}
