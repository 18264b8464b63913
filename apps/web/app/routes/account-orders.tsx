import { requestedPage } from '@tallybook/domain';
import { MyOrdersPage, ORDER_TABS } from '../features/mall/MyOrdersPage';
import { mallApi } from '../features/mall/mall-api';
import { requestInvoice } from '../features/mall/request-invoice.server';
import { requireLogin } from '../features/mall/require-login.server';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/account-orders';

export const handle = { layout: true, kefu: true, nav: true };

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'mall');
  const { language } = base;
  const url = new URL(request.url);
  const api = mallApi(language, context.apiFetch);
  await requireLogin(api, url);
  const tab = ORDER_TABS.find((each) => each === url.searchParams.get('status')) ?? 'all';
  const page = requestedPage(url.searchParams.get('page'));
  const orders = await api.orders(page, PAGE_SIZE, tab === 'all' ? undefined : tab);
  const total = orders.data?.total ?? 0;
  return {
    language,
    tab,
    page,
    total,
    totalPages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    orders: orders.data?.list ?? [],
    problem: orders.ok ? null : orders.msg,
    seo: { ...base, title: serverMessage(language, 'mall:orders.title') },
    messages: pageNamespaces('mall'),
  };
}

/** The forms of my orders post here (decision 0022): today the fapiao request of a paid order. */
export async function action({ request, context }: Route.ActionArgs) {
  const body: unknown = await request.json().catch(() => null);
  return requestInvoice(body, pageLanguage(request), context.apiFetch);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return <MyOrdersPage {...loaderData} />;
}
