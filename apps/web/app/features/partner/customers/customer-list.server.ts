import {
  CUSTOMER_INDUSTRIES,
  type CustomerIndustry,
  type PartnerCustomer,
  type WebLoadContext,
} from '@tallybook/domain';
import { redirect } from 'react-router';
import type { HttpClient } from '../../../lib/http';
import { requirePartner } from '../partner-session.server';
import { CUSTOMER_INTENTS, type CustomerFormProblem, noticeOf, opportunityHref } from './customer-forms';
import { CUSTOMER_ROWS_STEP, type CustomerListView, customerListView, merchantListBodyOf } from './customer-list-query';
import { customerScreenMeta } from './customer-seo.server';

interface MerchantPage {
  list: PartnerCustomer[];
  total: number;
}

export interface FoundGroup {
  customers: PartnerCustomer[];
  total: number;
}

/** One scope of the partner's customers, filtered and sorted as the view says, cut to the rows shown. */
async function customerPage(api: HttpClient, view: CustomerListView) {
  const found = await api.post<MerchantPage>('/ommall/promoter/merchant-list', merchantListBodyOf(view));
  return {
    customers: found.ok ? (found.data?.list ?? []) : [],
    total: found.ok ? (found.data?.total ?? 0) : 0,
    problem: found.ok ? '' : found.msg,
  };
}

/**
 * spec §2 /agent/merchant: the partner's customers or the pool (merchant-list), with the label
 * choices of the filter (label-enums, label-names) and the trades of the add form (industry-enum).
 */
export async function loadCustomerList(request: Request, context: WebLoadContext) {
  const { api, language } = await requirePartner(request, context);
  const params = new URL(request.url).searchParams;
  const view = customerListView(params);
  const [page, labelChoices, labelNames, industries] = await Promise.all([
    customerPage(api, view),
    api.get<string[]>('/ommall/promoter/label-enums'),
    api.get<string[]>('/ommall/promoter/label-names'),
    api.get<string[]>('/ommall/promoter/industry-enum'),
  ]);
  return {
    language,
    view,
    ...page,
    labels: [...new Set([...(labelChoices.data ?? []), ...(labelNames.data ?? [])])],
    industries: (industries.data ?? []).filter((code): code is CustomerIndustry =>
      (CUSTOMER_INDUSTRIES as readonly string[]).includes(code),
    ),
    notice: noticeOf(params),
    ...customerScreenMeta(request, 'list'),
  };
}

/**
 * The search page: the partner's own customers and the pool that match a phone or a shop name, in
 * one merchant-list call (scope search), shown in two groups.
 */
export async function loadCustomerSearch(request: Request, context: WebLoadContext) {
  const { api, language } = await requirePartner(request, context);
  const keyword = customerListView(new URL(request.url).searchParams).keyword ?? '';
  let found: { mine: FoundGroup; pool: FoundGroup } | null = null;
  if (keyword) {
    // one call per group, each asking only for the rows it shows; the totals count every match
    const search = { sort: 'registration' as const, keyword, shown: CUSTOMER_ROWS_STEP };
    const [mine, pool] = await Promise.all([
      customerPage(api, { ...search, scope: 'mine' }),
      customerPage(api, { ...search, scope: 'pool' }),
    ]);
    found = { mine, pool };
    const problem = mine.problem || pool.problem;
    if (problem) return { language, keyword, found, problem, ...customerScreenMeta(request, 'search') };
  }
  return { language, keyword, found, problem: '', ...customerScreenMeta(request, 'search') };
}

/**
 * The list's forms: a customer entered by hand (phone, shop name, address, trade) or claimed from
 * the pool, both through input-merchant; either opens the customer's opportunity.
 */
export async function customerListAction(
  request: Request,
  context: WebLoadContext,
): Promise<CustomerFormProblem | Response> {
  const { api } = await requirePartner(request, context);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  const intent = field('intent');
  if (intent === CUSTOMER_INTENTS.claim) {
    const claimed = await api.post<PartnerCustomer>('/ommall/promoter/input-merchant', {
      merchantId: Number(field('merchantId')),
    });
    if (!claimed.ok || !claimed.data) return { intent, problem: claimed.msg };
    return redirect(opportunityHref(claimed.data.merchantId, 'claimed'));
  }
  if (intent === CUSTOMER_INTENTS.add) {
    const industry = CUSTOMER_INDUSTRIES.find((code) => code === field('industry'));
    const added = await api.post<PartnerCustomer>('/ommall/promoter/input-merchant', {
      phone: field('phone'),
      shopName: field('shopName'),
      address: field('address'),
      ...(industry && { industry }),
    });
    if (!added.ok || !added.data) return { intent, problem: added.msg };
    return redirect(opportunityHref(added.data.merchantId, 'added'));
  }
  throw new Response(null, { status: 400 });
}
