import { JoinAgentPage } from '../features/partner/landing/JoinAgentPage';
import { pageNamespaces } from '../i18n/catalogues.server';
import { pageAddresses, pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/agent-intro-us';

// spec §2: /agent/intro-us has the layout and the widget (the widget rule hides it on phones)
export const handle = { layout: true, kefu: true, nav: false };

/** The partner programme presented inside the agent area: the /join-agent page, which search engines are sent to. */
export function loader({ request }: Route.LoaderArgs) {
  const seo = pageSeo(request, 'join-agent', pageAddresses(request, '/join-agent'));
  return { seo, messages: pageNamespaces('join-agent') };
}

export const meta: Route.MetaFunction = ({ data }) => seoTags(data?.seo);

export default function AgentIntroUs() {
  return <JoinAgentPage />;
}
