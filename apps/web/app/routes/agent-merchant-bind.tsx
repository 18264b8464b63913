import { MerchantBindPage } from '../features/partner/customers/MerchantBindPage';
import { loadMerchantBind, merchantBindAction } from '../features/partner/customers/merchant-bind.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-merchant-bind';

// spec §2: binding to a partner has no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadMerchantBind(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return merchantBindAction(request, context);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentMerchantBind({ loaderData }: Route.ComponentProps) {
  const { language, phoneHide, code } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <MerchantBindPage language={language} phoneHide={phoneHide} code={code} />
    </>
  );
}
