import { JoinAgentPage } from '../features/partner/landing/JoinAgentPage';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/join-agent';

// spec §2: /join-agent has the layout and the widget
export const handle = { layout: true, kefu: true, nav: false, pageCache: true };

export function loader({ request }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'join-agent');
  return { seo, messages: pageNamespaces('join-agent') };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function JoinAgent() {
  return <JoinAgentPage />;
}
