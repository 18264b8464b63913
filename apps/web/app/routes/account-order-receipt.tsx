import { data } from 'react-router';
import { MallProblem } from '../features/mall/MallProblem';
import { mallApi } from '../features/mall/mall-api';
import { PaymentReceiptPage } from '../features/mall/PaymentReceiptPage';
import { problemStatus } from '../features/mall/problem-status.server';
import { requireLogin } from '../features/mall/require-login.server';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageSeo } from '../i18n/seo.server';
import { seoTags } from '../lib/seo';
import type { Route } from './+types/account-order-receipt';

// A sheet of paper: no header, footer or chat, on the screen or printed (issue 64).
export const handle = { layout: false, kefu: false, nav: false };

/**
 * The receipt of one of the visitor's succeeded payments. The PDF printer's browser, which has no
 * session, shows its short-lived token (`print`) instead; the server checks it for this payment only.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'mall');
  const { language } = base;
  const api = mallApi(language, context.apiFetch);
  const url = new URL(request.url);
  const print = url.searchParams.get('print') ?? undefined;
  if (!print) await requireLogin(api, url);
  const receipt = await api.receipt(params.tradeNo, print);
  const seo = { ...base, title: serverMessage(language, 'mall:receipt.title', { tradeNo: params.tradeNo }) };
  const messages = pageNamespaces('mall');
  if (!receipt.ok || !receipt.data || receipt.data.orderNo !== params.orderNo) {
    const problem = receipt.ok ? serverMessage(language, 'mall:receipt.notFound') : receipt.msg;
    return data(
      { language, seo, messages, receipt: null, problem },
      { status: receipt.ok ? 404 : problemStatus(receipt) },
    );
  }
  return { language, seo, messages, receipt: receipt.data, problem: null, printing: Boolean(print) };
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  ...seoTags(loaded?.seo),
  { name: 'robots', content: 'noindex' },
];

export default function AccountOrderReceipt({ loaderData }: Route.ComponentProps) {
  const { receipt, problem, language } = loaderData;
  if (!receipt) return <MallProblem problem={problem ?? ''} />;
  return <PaymentReceiptPage receipt={receipt} language={language} printing={loaderData.printing ?? false} />;
}
