import { PartnerAreaEntry } from '../features/partner/area/PartnerAreaEntry';
import { loadPartnerArea } from '../features/partner/area/partner-area.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/agent-area';

// spec §2: /agent/home, /agent/divide and /agent/system-set have the layout and the widget
export const handle = { layout: true, kefu: true, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnerArea(request, context);
}

// The partner's own screens are no search result.
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentArea({ loaderData }: Route.ComponentProps) {
  const { path, area, phoneHide } = loaderData;
  return <PartnerAreaEntry path={path} area={area} phoneHide={phoneHide} />;
}
