import { PartnerAreaEntry } from '../features/partner/area/PartnerAreaEntry';
import { loadPartnerArea } from '../features/partner/area/partner-area.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-area-standalone';

// spec §2: the partner login, application, customer and activation screens have no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPartnerArea(request, context);
}

// The partner's own screens are no search result.
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentAreaStandalone({ loaderData }: Route.ComponentProps) {
  const { path, area, phoneHide, language } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <PartnerAreaEntry path={path} area={area} phoneHide={phoneHide} />
    </>
  );
}
