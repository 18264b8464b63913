import { followUpAction, loadFollowUp } from '../features/partner/customers/customer-detail.server';
import { FollowUpPage } from '../features/partner/customers/FollowUpPage';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-merchant-edit-clues';

// spec §2: the follow-up form has no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadFollowUp(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return followUpAction(request, context);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentMerchantEditClues({ loaderData }: Route.ComponentProps) {
  const { language, customer } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <FollowUpPage language={language} customer={customer} />
    </>
  );
}
