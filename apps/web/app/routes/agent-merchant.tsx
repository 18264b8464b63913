import { CustomerListPage } from '../features/partner/customers/CustomerListPage';
import { customerListAction, loadCustomerList } from '../features/partner/customers/customer-list.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-merchant';

// spec §2: the partner's customer screens have no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCustomerList(request, context);
}

/** A customer added by hand, or claimed from the pool (decision 0022: forms post to their page). */
export function action({ request, context }: Route.ActionArgs) {
  return customerListAction(request, context);
}

// The partner's own screens are no search result.
export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentMerchant({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageTopBar language={loaderData.language} />
      <CustomerListPage {...loaderData} />
    </>
  );
}
