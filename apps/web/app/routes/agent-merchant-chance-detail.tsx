import { loadOpportunity, opportunityAction } from '../features/partner/customers/customer-detail.server';
import { OpportunityPage } from '../features/partner/customers/OpportunityPage';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-merchant-chance-detail';

// spec §2: the opportunity has no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadOpportunity(request, context);
}

/** Its labels saved, or the opportunity abandoned to the pool. */
export function action({ request, context }: Route.ActionArgs) {
  return opportunityAction(request, context);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentMerchantChanceDetail({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTopBar language={loaderData.language} />
      <OpportunityPage {...loaderData} />
    </>
  );
}
