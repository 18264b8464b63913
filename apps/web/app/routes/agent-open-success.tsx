import { ActivatedPage } from '../features/partner/activation/ActivatedPage';
import { loadActivated } from '../features/partner/activation/activation.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-open-success';

// spec §2: the partner's customer and activation screens have no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadActivated(request, context);
}

// The partner's own screens are no search result.
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentOpenSuccess({ loaderData }: Route.ComponentProps) {
  const { language, activation, payLink } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <ActivatedPage language={language} activation={activation} payLink={payLink} />
    </>
  );
}
