import { data } from 'react-router';
import { bankTransfer } from '../features/mall/bank-transfer.server';
import { MallProblem } from '../features/mall/MallProblem';
import { mallApi } from '../features/mall/mall-api';
import { OrderLayout } from '../features/mall/OrderLayout';
import { OrderPayPage } from '../features/mall/OrderPayPage';
import { problemStatus } from '../features/mall/problem-status.server';
import { requireLogin } from '../features/mall/require-login.server';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/order-pay';

// spec §2: the widget shows, but online chat is not started on order/pay (see serviceWidget)
export const handle = { layout: true, kefu: true, nav: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'mall');
  const { language } = base;
  const url = new URL(request.url);
  const api = mallApi(language, context.apiFetch);
  await requireLogin(api, url);
  const check = await api.check(url.searchParams.get('orderNo') ?? '');
  const page = {
    language,
    check: check.ok ? check.data : null,
    problem: check.ok ? null : check.msg,
    seo: { ...base, title: serverMessage(language, 'mall:steps.pay') },
    messages: pageNamespaces('mall'),
  };
  // another user's order, or none, is 404 with the mall's words (orderNotFound)
  return page.check ? page : data(page, { status: problemStatus(check) });
}

/** The pay page's form that posts to the server (decision 0022): the bank transfer's details by SMS. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return bankTransfer(form, pageLanguage(request), context.apiFetch);
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function OrderPay({ loaderData }: Route.ComponentProps) {
  const { check, problem, language } = loaderData;
  if (!check) return <MallProblem problem={problem ?? ''} back="/account/orders" />;
  return (
    <OrderLayout>
      <OrderPayPage key={check.order.orderNo} check={check} language={language} />
    </OrderLayout>
  );
}
