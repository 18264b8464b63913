import { CustomerInfoPage } from '../features/partner/customers/CustomerInfoPage';
import { loadCustomerInfo } from '../features/partner/customers/customer-detail.server';
import { customerDevicesAction } from '../features/partner/devices/customer-devices.server';
import { requirePartner } from '../features/partner/partner-session.server';
import { seoTags } from '../lib/seo';
import { PageTopBar } from '../ui/PageTopBar';
import type { Route } from './+types/agent-merchant-info';

// spec §2: the customer's basic information has no header, footer or widget
export const handle = { layout: false, kefu: false, nav: false };

export function loader({ request, context }: Route.LoaderArgs) {
  return loadCustomerInfo(request, context);
}

/** The devices' forms (register, bind, unbind, remove: CustomerDevices) post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requirePartner(request, context);
  return (await customerDevicesAction(api, await request.formData())) ?? null;
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AgentMerchantInfo({ loaderData }: Route.ComponentProps) {
  const { language, customer, stores, devices } = loaderData;
  return (
    <>
      <PageTopBar language={language} />
      <CustomerInfoPage language={language} customer={customer} stores={stores} devices={devices} />
    </>
  );
}
