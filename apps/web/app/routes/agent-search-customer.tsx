import { customerListAction, loadCustomerSearch } from '../features/partner/customers/customer-list.server';
import { SearchCustomerPage } from '../features/partner/customers/SearchCustomerPage';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-search-customer';

// spec §2: the partner's customer search has no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCustomerSearch(request, context);
}

/** A customer of the pool found here is claimed here. */
export function action({ request, context }: Route.ActionArgs) {
  return customerListAction(request, context);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentSearchCustomer({ loaderData }: Route.ComponentProps) {
  const { language, keyword, found, problem } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <SearchCustomerPage language={language} keyword={keyword} found={found} problem={problem} />
    </>
  );
}
