import { randomUUID } from 'node:crypto';
import {
  type ActivationOffer,
  type ActivationPage,
  type CustomerDetail,
  type EditionCode,
  type Language,
  MAX_TOP_UP_FEN,
  MERCHANT_LIST_MAX_ROWS,
  type MessageKey,
  MIN_TOP_UP_FEN,
  message,
  type OrderingTopUp,
  type PartnerActivation,
  type PartnerCustomer,
  type PartnerOrdering,
  type ServiceDetail,
  type ServiceSummary,
  type WebLoadContext,
} from '@tallybook/domain';
import { data, redirect, redirectDocument } from 'react-router';
import { pageNamespaces, serverMessage } from '../../../i18n/catalogues.server';
import { pageSeo } from '../../../i18n/seo.server';
import type { HttpClient } from '../../../lib/http';
import { requirePartner } from '../partner-session.server';
import type { ActivationScreenData, CustomerChoice, ServiceChoice } from './activation-data';
import {
  ACTIVATION_INTENTS,
  type ActivationAnswer,
  type ActivationField,
  type ActivationSelection,
  activatedHref,
  customerNameOf,
  isIdempotencyKey,
  payLinkOf,
  type TopUpAnswer,
} from './activation-forms';

const P = '/ommall/promoter';
const MALL = '/ommall/srvmall';
/** The mall's display of the services it sells (the mall page's own list). */
const MALL_DISPLAY = 11;
/** The customers the select offers at once; a search narrows them. */
const CUSTOMER_CHOICES = Math.min(200, MERCHANT_LIST_MAX_ROWS);
const ACTIVATION_ROWS = 10;
const MOST_KEYWORD = 60;

const positiveId = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 ? raw : '');

/** The partner's own customers for the select: those the search finds, and the one the address names. */
async function customerChoices(api: HttpClient, keyword: string, preselected: string) {
  const found = await api.post<{ list: PartnerCustomer[]; total: number }>(`${P}/merchant-list`, {
    page: 1,
    rows: CUSTOMER_CHOICES,
    scope: 'mine',
    sort: 'registration',
    ...(keyword && { keyword }),
  });
  const list = found.ok ? (found.data?.list ?? []) : [];
  const customers: CustomerChoice[] = list.map((row) => ({ merchantId: row.merchantId, name: customerNameOf(row) }));
  if (preselected && !customers.some((customer) => String(customer.merchantId) === preselected)) {
    const named = await api.get<CustomerDetail>(`${P}/merchant-detail-basic`, { query: { merchantId: preselected } });
    if (named.ok && named.data?.ownership === 'mine') {
      customers.unshift({ merchantId: named.data.merchantId, name: customerNameOf(named.data) });
    }
  }
  return {
    customers,
    customersTotal: found.ok ? (found.data?.total ?? 0) : 0,
    customersProblem: found.ok ? '' : found.msg,
  };
}

/** The services the mall sells, each with its SKUs (the mall pages' own calls). */
async function catalogueOf(api: HttpClient): Promise<{ catalogue: ServiceChoice[]; catalogueProblem: string }> {
  const services = await api.get<ServiceSummary[]>(`${MALL}/services/display/${MALL_DISPLAY}`);
  if (!services.ok || !services.data) return { catalogue: [], catalogueProblem: services.msg || 'unavailable' };
  const details = await Promise.all(
    services.data.map((service) =>
      api.get<ServiceDetail>(`${MALL}/services/${encodeURIComponent(service.serviceNumber)}`),
    ),
  );
  const catalogue = details.flatMap((detail) => {
    if (!detail.ok || !detail.data) return [];
    const service = detail.data;
    const editionName = (level: EditionCode) => service.editions.find((each) => each.level === level)?.name ?? level;
    return [
      {
        serviceNumber: service.serviceNumber,
        name: service.name,
        skus: service.skus.map((sku) => ({
          skuId: sku.skuId,
          level: sku.level,
          edition: editionName(sku.level),
          months: sku.months,
          priceFen: sku.price,
        })),
      },
    ];
  });
  return { catalogue, catalogueProblem: catalogue.length ? '' : 'unavailable' };
}

/**
 * spec §2 /agent/open, §7 active-verify, service, active-service (decision 0040): the partner's own
 * customers (merchant-list, as /agent/merchant), the services the mall sells with their SKUs (the
 * mall's services and service calls), and the partner's activations a page at a time, newest first.
 * A visitor or an account that is not a partner goes to the partner login.
 */
export async function loadActivationScreen(request: Request, context: WebLoadContext) {
  const { api, language } = await requirePartner(request, context);
  const url = new URL(request.url);
  const keyword = (url.searchParams.get('q') ?? '').trim().slice(0, MOST_KEYWORD);
  const preselected = positiveId(url.searchParams.get('merchantId'));
  const page = Math.min(Number(positiveId(url.searchParams.get('page')) || 1), 100_000);
  const topUpNo = (url.searchParams.get('topUp') ?? '').trim().slice(0, 64);
  const [customers, catalogue, activations, ordering, topUp] = await Promise.all([
    customerChoices(api, keyword, preselected),
    catalogueOf(api),
    api.get<ActivationPage>(`${P}/active-service`, { query: { page, rows: ACTIVATION_ROWS } }),
    api.get<PartnerOrdering>(`${P}/ordering`),
    topUpNo ? api.get<OrderingTopUp>(`${P}/ordering/top-up`, { query: { tradeNo: topUpNo } }) : null,
  ]);
  const screen: ActivationScreenData = {
    language,
    keyword,
    preselected,
    ...customers,
    ...catalogue,
    activations: activations.ok ? (activations.data?.list ?? []) : [],
    activationsTotal: activations.ok ? (activations.data?.total ?? 0) : 0,
    page,
    rows: ACTIVATION_ROWS,
    listProblem: activations.ok ? '' : activations.msg,
    origin: url.origin,
    ordering: ordering.ok ? (ordering.data ?? null) : null,
    topUp: topUp?.ok ? (topUp.data ?? null) : null,
  };
  return {
    ...screen,
    seo: pageSeo(request, 'partner-activation', { title: serverMessage(language, 'partner-activation:meta.title') }),
    messages: pageNamespaces('partner-activation', 'partner-home', 'ui'),
  };
}

/** The messages that name one field of the form; any other refusal is about the whole. */
const FIELD_OF: ReadonlyArray<[MessageKey, ActivationField]> = [
  ['customerNotFound', 'merchantId'],
  ['serviceNotFound', 'serviceNumber'],
  ['skuNotFound', 'skuId'],
];

function refused(
  intent: ActivationAnswer['intent'],
  selection: ActivationSelection,
  problem: string,
  language: Language,
): ActivationAnswer {
  const field = FIELD_OF.find(([key]) => message(language, key) === problem)?.[1] ?? null;
  return { intent, ok: false, selection, problem, field };
}

/**
 * The selection as the server takes it (ids as numbers): an empty or broken choice is left out, so
 * that the server answers spec §5's message for it.
 */
function selectionBody(selection: ActivationSelection) {
  const merchantId = positiveId(selection.merchantId);
  const skuId = positiveId(selection.skuId);
  return {
    ...(merchantId && { merchantId: Number(merchantId) }),
    serviceNumber: selection.serviceNumber,
    ...(skuId && { skuId: Number(skuId) }),
    payMode: selection.payMode,
  };
}

const WHOLE_YUAN = /^\d{1,9}$/;

/**
 * A top-up of the ordering balance (decision 0041): whole yuan within the bounds, paid at the mall's
 * provider of the pay type chosen; the partner goes on to the provider's page and comes back to this
 * screen with `?topUp=` the trade number (the server's return address).
 */
async function startTopUp(form: FormData, api: HttpClient, language: Language): Promise<TopUpAnswer> {
  const amountYuan = String(form.get('amountYuan') ?? '')
    .trim()
    .slice(0, 12);
  const payType = Number(form.get('payType') ?? 1);
  const amountFen = WHOLE_YUAN.test(amountYuan) ? Number(amountYuan) * 100 : Number.NaN;
  if (!(amountFen >= MIN_TOP_UP_FEN && amountFen <= MAX_TOP_UP_FEN)) {
    const problem = serverMessage(language, 'partner-activation:ordering.amountInvalid', {
      min: MIN_TOP_UP_FEN / 100,
      max: MAX_TOP_UP_FEN / 100,
    });
    return { intent: ACTIVATION_INTENTS.topUp, ok: false, amountYuan, problem };
  }
  const started = await api.post<OrderingTopUp & { payUrl: string | null }>(`${P}/ordering/top-up`, {
    amountFen,
    payType,
  });
  if (!started.ok || !started.data?.payUrl) {
    return { intent: ACTIVATION_INTENTS.topUp, ok: false, amountYuan, problem: started.msg };
  }
  // the provider's page is no route of this app: the browser loads it as a document
  throw redirectDocument(started.data.payUrl);
}

/**
 * The activation screen's forms (decision 0022): check (active-verify) answers the offer with the
 * key its confirmation is sent with; activate (service, with that Idempotency-Key) goes on to the
 * activation's screen with its pay link. Refusals carry the server's message in the partner's language.
 */
export async function activationAction(form: FormData, api: HttpClient, language: Language) {
  const field = (name: string) => String(form.get(name) ?? '').trim();
  const intent = field('intent');
  if (intent === ACTIVATION_INTENTS.topUp) return startTopUp(form, api, language);
  const selection: ActivationSelection = {
    merchantId: field('merchantId').slice(0, 12),
    serviceNumber: field('serviceNumber').slice(0, 64),
    skuId: field('skuId').slice(0, 12),
    payMode: field('payMode') === 'balance' ? 'balance' : 'link',
  };
  if (intent === ACTIVATION_INTENTS.check) {
    const verified = await api.get<ActivationOffer>(`${P}/active-verify`, { query: selectionBody(selection) });
    if (!verified.ok || !verified.data) return refused(intent, selection, verified.msg, language);
    return {
      intent,
      ok: true,
      selection,
      offer: verified.data,
      idempotencyKey: randomUUID(),
    } satisfies ActivationAnswer;
  }
  if (intent === ACTIVATION_INTENTS.activate) {
    const idempotencyKey = field('idempotencyKey');
    if (!isIdempotencyKey(idempotencyKey)) throw new Response(null, { status: 400 });
    const made = await api.post<PartnerActivation>(`${P}/service`, selectionBody(selection), {
      headers: { 'Idempotency-Key': idempotencyKey },
    });
    if (!made.ok || !made.data) return refused(intent, selection, made.msg, language);
    throw redirect(activatedHref(made.data.orderNo));
  }
  throw new Response(null, { status: 400 });
}

/**
 * spec §2 /agent/open-success: one activation of the partner's (active-service?orderNo=) with its pay
 * link on this site. An unknown order, or another partner's, is the not-found message (404).
 */
export async function loadActivated(request: Request, context: WebLoadContext) {
  const { api, language } = await requirePartner(request, context);
  const url = new URL(request.url);
  const orderNo = (url.searchParams.get('orderNo') ?? '').trim().slice(0, 64);
  const found = orderNo ? await api.get<PartnerActivation>(`${P}/active-service`, { query: { orderNo } }) : null;
  const activation = found?.ok && found.data ? found.data : null;
  const screen = {
    language,
    activation,
    payLink: activation ? payLinkOf(url.origin, activation) : null,
    seo: pageSeo(request, 'partner-activation', {
      title: serverMessage(language, 'partner-activation:meta.successTitle'),
    }),
    messages: pageNamespaces('partner-activation', 'partner-home'),
  };
  // a failure other than "not yours or unknown" is the page's failure
  if (found && !found.ok && found.status !== 404 && found.status !== 400) {
    throw new Response(found.msg, { status: found.status >= 500 || found.status === 0 ? 502 : found.status });
  }
  return activation ? screen : data(screen, { status: 404 });
}
