import { data } from 'react-router';
import { MallProblem } from '../features/mall/MallProblem';
import { mallApi } from '../features/mall/mall-api';
import { OrderLayout } from '../features/mall/OrderLayout';
import { OrderResultPage } from '../features/mall/OrderResultPage';
import { problemStatus } from '../features/mall/problem-status.server';
import { requireLogin } from '../features/mall/require-login.server';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/order-result';

export const handle = { layout: true, kefu: true, nav: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'mall');
  const { language } = base;
  const url = new URL(request.url);
  const api = mallApi(language, context.apiFetch);
  await requireLogin(api, url);
  const order = await api.order(url.searchParams.get('orderNo') ?? '');
  // a paid order's licence is part of the page as it first shows: fetched after hydrating, the panel
  // pushed the buttons down (a layout shift of 0.08 on a phone, issue 13)
  const paid = order.ok && order.data?.status === 'paid' ? order.data : null;
  const licence = paid ? await api.licence(paid.serviceNumber) : null;
  const page = {
    language,
    order: order.ok ? order.data : null,
    licence: licence?.ok ? licence.data : null,
    problem: order.ok ? null : order.msg,
    // the payment page sends the visitor back with its outcome; the order's state is what counts
    outcome: url.searchParams.get('result'),
    seo: { ...base, title: serverMessage(language, 'mall:result.title') },
    messages: pageNamespaces('mall'),
  };
  // another user's order, or none, is 404 with the mall's words (orderNotFound)
  return page.order ? page : data(page, { status: problemStatus(order) });
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function OrderResult({ loaderData }: Route.ComponentProps) {
  const { order, licence, problem, outcome, language } = loaderData;
  if (!order) return <MallProblem problem={problem ?? ''} back="/account/orders" />;
  return (
    <OrderLayout>
      <OrderResultPage key={order.orderNo} order={order} licence={licence} outcome={outcome} language={language} />
    </OrderLayout>
  );
}
