import { type Language, MALL_ORDER_MAX_QUANTITY, message, skuAmount } from '@tallybook/domain';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { campaignPriceOf } from '../features/campaigns/campaign-offers.server';
import { addContact } from '../features/mall/add-contact.server';
import { CANCEL_OPEN_ORDER } from '../features/mall/cancel-open-order';
import { cancelOpenOrder } from '../features/mall/cancel-open-order.server';
import { MallProblem } from '../features/mall/MallProblem';
import { goodsListProblem, type MallApi, mallApi, SERVICE_NUMBER } from '../features/mall/mall-api';
import { DraftOrderCheck, OpenOrders, type OrderDraft, PlacedOrderCheck } from '../features/mall/OrderCheckPage';
import { OrderLayout } from '../features/mall/OrderLayout';
import { PLACE_ORDER } from '../features/mall/place-order';
import { placeOrder } from '../features/mall/place-order.server';
import { problemStatus } from '../features/mall/problem-status.server';
import { requireLogin } from '../features/mall/require-login.server';
import { pageNamespaces, serverMessage } from '../i18n/catalogues.server';
import { pageLanguage } from '../i18n/page-language';
import { pageSeo } from '../i18n/seo.server';
import type { FetchLike } from '../lib/http';
import { seoTags } from '../lib/seo';
import { durationLabel } from '../lib/sku-label';
import type { Route } from './+types/order-check';

// spec §2: the widget shows, but online chat is not started on order/check (see serviceWidget)
export const handle = { layout: true, kefu: true, nav: true };

const DRAFT_KINDS = ['new', 'renew', 'add_users', 'add_stores'] as const;

function quantityOf(value: string | null): number | null {
  const quantity = Number(value ?? '1');
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MALL_ORDER_MAX_QUANTITY ? quantity : null;
}

/** Prices what the visitor chose, as the server prices it; a message when it cannot. */
async function draftOf(
  api: MallApi,
  language: Language,
  url: URL,
  fetch: FetchLike | undefined,
): Promise<{ draft: OrderDraft } | { problem: string }> {
  const kind = DRAFT_KINDS.find((each) => each === url.searchParams.get('kind'));
  const quantity = quantityOf(url.searchParams.get('quantity'));
  if (!kind || quantity === null)
    return { problem: message(language, 'quantityInvalid', { max: MALL_ORDER_MAX_QUANTITY }) };
  if (kind === 'new' || kind === 'renew') {
    const skuId = Number(url.searchParams.get('skuId'));
    const service = await api.service(SERVICE_NUMBER);
    if (!service.ok || !service.data) return { problem: goodsListProblem(service, language) };
    const sku = service.data.skus.find((each) => each.skuId === skuId);
    if (!sku) return { problem: message(language, 'serviceNotFound') };
    const edition = service.data.editions.find((each) => each.level === sku.level)?.name ?? sku.level;
    const duration = durationLabel((key, values) => serverMessage(language, `mall:${key}`, values), sku);
    const title = `${service.data.name} ${edition} · ${duration}${quantity > 1 ? ` × ${quantity}` : ''}`;
    // a renewal says how far it extends the licence
    const expiry = kind === 'renew' ? await api.renewExpiry(skuId, quantity) : null;
    const expiresAt = expiry?.ok ? (expiry.data?.newExpiresAt ?? null) : null;
    // issue 16: a campaign's "buy" carries the campaign, and the order is priced by it
    const campaign = kind === 'new' ? url.searchParams.get('campaign') : null;
    if (campaign) {
      const offer = await campaignPriceOf(language, fetch, campaign, skuId);
      if ('problem' in offer) return offer;
      return {
        draft: { kind, skuId, quantity, amount: skuAmount(offer.priceFen, quantity), title, expiresAt, campaign },
      };
    }
    // issue 16: the coupon the buyer came with is chosen first, when it applies
    const coupon = Number(url.searchParams.get('coupon'));
    return {
      draft: {
        kind,
        skuId,
        quantity,
        amount: skuAmount(sku.price, quantity),
        title,
        expiresAt,
        ...(Number.isSafeInteger(coupon) && coupon > 0 && { coupon }),
      },
    };
  }
  const type = kind === 'add_users' ? 'user' : 'store';
  const quote = await api.addOnQuote(type, quantity);
  if (!quote.ok || !quote.data) return { problem: quote.msg };
  const title = serverMessage(language, kind === 'add_users' ? 'mall:order.extraUsers' : 'mall:order.extraStores', {
    count: quantity,
  });
  return { draft: { kind, quantity, amount: quote.data.amount, title, expiresAt: quote.data.expiresAt } };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const base = pageSeo(request, 'mall');
  const { language } = base;
  const seo = { ...base, title: serverMessage(language, 'mall:steps.confirm') };
  const messages = pageNamespaces('mall');
  const url = new URL(request.url);
  const api = mallApi(language, context.apiFetch);
  await requireLogin(api, url);
  const orderNo = url.searchParams.get('orderNo');
  if (orderNo) {
    const check = await api.check(orderNo);
    if (!check.ok || !check.data) {
      // another user's order, or none, is 404 with the mall's words (orderNotFound)
      return data(
        { language, seo, messages, problem: check.msg, placed: null, draft: null },
        { status: problemStatus(check) },
      );
    }
    return { language, seo, messages, problem: null, placed: check.data, draft: null };
  }
  const priced = await draftOf(api, language, url, context.apiFetch);
  if ('problem' in priced) return { language, seo, messages, problem: priced.problem, placed: null, draft: null };
  // the fapiao profile is saved with the user's id, which their latest order carries
  const [coupons, contacts, latest, unpaid] = await Promise.all([
    // a campaign's price is never taken with a coupon (decision 0045)
    priced.draft.campaign ? Promise.resolve({ data: [] }) : api.coupons(priced.draft.amount),
    api.contacts(),
    api.orders(1, 1),
    api.orders(1, 10, 'unpaid'),
  ]);
  // an order of this product left unpaid is offered before another is placed (issue 12)
  const now = Date.now();
  const openOrders = (unpaid.data?.list ?? []).filter(
    (order) => order.serviceNumber === SERVICE_NUMBER && Date.parse(order.payDeadline) > now,
  );
  const userId = latest.data?.list[0]?.userId;
  const profile = userId ? await api.invoiceProfile(userId, SERVICE_NUMBER, 'electronic', 'normal') : null;
  return {
    language,
    seo,
    messages,
    problem: null,
    placed: null,
    draft: {
      order: priced.draft,
      coupons: coupons.data ?? [],
      contacts: contacts.data ?? [],
      invoiceProfile: profile?.ok ? profile.data : null,
      openOrders,
    },
  };
}

/** The order-check page's forms that post to the server (decision 0022): placing the order, adding a contact. */
export async function action({ request, context }: Route.ActionArgs) {
  const body: unknown = await request.json().catch(() => null);
  const language = pageLanguage(request);
  if ((body as { intent?: unknown } | null)?.intent === PLACE_ORDER)
    return placeOrder(body, language, context.apiFetch);
  if ((body as { intent?: unknown } | null)?.intent === CANCEL_OPEN_ORDER)
    return cancelOpenOrder(body, language, context.apiFetch);
  return addContact(body, language, context.apiFetch);
}

/**
 * A placed order moves on to payment: the draft is not loaded again under it (it would now list the
 * order just placed as an open one). A contact added or an open order cancelled reloads the draft.
 */
export function shouldRevalidate({ json, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((json as { intent?: unknown } | undefined)?.intent === PLACE_ORDER) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data }) => [...seoTags(data?.seo), { name: 'robots', content: 'noindex' }];

export default function OrderCheckRoute({ loaderData }: Route.ComponentProps) {
  const { language, problem, placed, draft } = loaderData;
  if (problem !== null) return <MallProblem problem={problem} />;
  return (
    <OrderLayout>
      {placed && <PlacedOrderCheck check={placed} language={language} />}
      {draft && draft.openOrders.length > 0 && <OpenOrders orders={draft.openOrders} language={language} />}
      {draft && (
        <DraftOrderCheck
          // a cancelled open order gives its coupon back: the form starts again with the best one
          key={draft.openOrders.map((order) => order.orderNo).join()}
          draft={draft.order}
          coupons={draft.coupons}
          contacts={draft.contacts}
          invoiceProfile={draft.invoiceProfile}
          language={language}
        />
      )}
    </OrderLayout>
  );
}
