import { data } from 'react-router';
import { MallProblem } from '../features/mall/MallProblem';
import { mallApi } from '../features/mall/mall-api';
import { OrderDetailPage } from '../features/mall/OrderDetailPage';
import { problemStatus } from '../features/mall/problem-status.server';
import { requireLogin } from '../features/mall/require-login.server';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/account-order';

export const handle = { layout: true, kefu: true, nav: true };

/** One of the visitor's orders; another's, or none, is 404 with the mall's words (orderNotFound). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'mall');
  const { language } = base;
  const api = mallApi(language, context.apiFetch);
  await requireLogin(api, new URL(request.url));
  const order = await api.order(params.orderNo);
  const seo = { ...base, title: serverMessage(language, 'mall:orderDetail.view') };
  const messages = pageNamespaces('mall');
  if (!order.ok || !order.data) {
    return data({ language, seo, messages, order: null, problem: order.msg }, { status: problemStatus(order) });
  }
  return { language, seo, messages, order: order.data, problem: null };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  ...seoTags(loaded?.seo),
  { name: 'robots', content: 'noindex' },
];

export default function AccountOrder({ loaderData }: Route.ComponentProps) {
  const { order, problem, language } = loaderData;
  if (!order) return <MallProblem problem={problem ?? ''} />;
  return <OrderDetailPage order={order} language={language} />;
}
