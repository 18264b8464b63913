import {
  CUSTOMER_INDUSTRIES,
  type CustomerIndustry,
  type PartnerCustomer,
  type WebLoadContext,
} from '@tallybook/domain';
import { redirect } from 'react-router';
import type { HttpClient } from '../../../lib/http';
import { CUSTOMER_INTENTS, type CustomerFormProblem, noticeOf, opportunityHref } from './customer-forms';
import { CUSTOMER_ROWS_STEP, customerListView, merchantListBodyOf } from './customer-list-query';
import { customerScreenMeta } from './customer-seo.server';
import { requirePartner } from './partner-session.server';

interface MerchantPage {
  list: PartnerCustomer[];
  total: number;
}

export interface FoundGroup {
  customers: PartnerCustomer[];
  total: number;
}

/** One scope of the partner's customers, filtered and sorted as the view says, cut to the rows shown. */
async function customerPage(api: HttpClient, view: ReturnType<typeof customerListView>) {
  const found = await api.post<MerchantPage>('/ommall/promoter/merchant-list', merchantListBodyOf(view));
  return {
    customers: found.ok ? (found.data?.list ?? []).slice(0, view.shown) : [],
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
    const result = await api.post<MerchantPage>('/ommall/promoter/merchant-list', {
      page: 1,
      scope: 'search',
      sort: 'registration',
      keyword,
    });
    const list = result.ok ? (result.data?.list ?? []) : [];
    const group = (ownership: PartnerCustomer['ownership']): FoundGroup => {
      const customers = list.filter((customer) => customer.ownership === ownership);
      return { customers: customers.slice(0, CUSTOMER_ROWS_STEP), total: customers.length };
    };
    found = { mine: group('mine'), pool: group('pool') };
    if (!result.ok) return { language, keyword, found, problem: result.msg, ...customerScreenMeta(request, 'search') };
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
