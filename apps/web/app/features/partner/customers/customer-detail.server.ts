import { type CustomerDetail, GIVE_UP_REASONS, type GiveUpReason, type WebLoadContext } from '@tallybook/domain';
import { redirect } from 'react-router';
import { pageNamespaces } from '../../../i18n/catalogues.server';
import { loadCustomerDevices } from '../devices/customer-devices.server';
import { merchantIdOf, requirePartner } from '../partner-session.server';
import {
  CUSTOMER_INTENTS,
  CUSTOMER_LIST_PATH,
  type CustomerFormProblem,
  noticeOf,
  opportunityHref,
} from './customer-forms';
import { customerScreenMeta } from './customer-seo.server';

export interface CustomerStore {
  storeId: number;
  name: string;
  address: string;
  isHead: boolean;
}

export interface FollowRecord {
  id: number;
  intention: CustomerDetail['intention'];
  note: string;
  createdAt: string;
}

/** A customer the partner may not see (not its own, not in the pool) is no page of its area. */
function notFound(msg: string): never {
  throw new Response(msg, { status: 404 });
}

/** spec §2 /agent/merchant-info, §6: the customer, its stores, orders, services and owner history. */
export async function loadCustomerInfo(request: Request, context: WebLoadContext) {
  const { api, language } = await requirePartner(request, context);
  const merchantId = merchantIdOf(request);
  const query = { merchantId };
  const detail = await api.get<CustomerDetail>('/ommall/promoter/merchant-detail-basic', { query });
  if (!detail.ok || !detail.data) notFound(detail.msg);
  // a customer of the partner's own shows its stores with the partner's devices (devices/*), which
  // lists the stores itself; any other customer shows its stores alone
  const mine = detail.data.ownership === 'mine';
  const [devices, stores] = await Promise.all([
    mine ? loadCustomerDevices(api, merchantId) : null,
    mine ? null : api.get<CustomerStore[]>('/ommall/promoter/shop-list', { query }),
  ]);
  return {
    language,
    customer: detail.data,
    stores: stores?.ok ? (stores.data ?? []) : [],
    devices,
    ...customerScreenMeta(request, 'info'),
    messages: pageNamespaces('partner-customers', 'partner-devices'),
  };
}

/**
 * spec §2 /agent/merchant/chance-detail, §4 opportunity: the customer's intention, labels (its own,
 * the choices and the names in use), follow-up records, protection countdown and abandon reasons.
 */
export async function loadOpportunity(request: Request, context: WebLoadContext) {
  const { api, language } = await requirePartner(request, context);
  const merchantId = merchantIdOf(request);
  const query = { merchantId };
  const detail = await api.get<CustomerDetail>('/ommall/promoter/merchant-detail-basic', { query });
  if (!detail.ok || !detail.data) notFound(detail.msg);
  const mine = detail.data.ownership === 'mine';
  const [labels, labelChoices, labelNames, records, reasons, remaining] = await Promise.all([
    mine ? api.get<string[]>('/ommall/promoter/label', { query }) : null,
    mine ? api.get<string[]>('/ommall/promoter/label-enums') : null,
    mine ? api.get<string[]>('/ommall/promoter/label-names') : null,
    mine ? api.get<FollowRecord[]>('/ommall/promoter/follow-record', { query }) : null,
    mine ? api.get<string[]>('/ommall/promoter/give-up-enum') : null,
    mine
      ? api.get<{ remainingDays: number; protectedUntil: string }>('/ommall/promoter/customer-remaining-days', {
          query,
        })
      : null,
  ]);
  const customer = {
    ...detail.data,
    labels: labels?.ok ? (labels.data ?? []) : detail.data.labels,
    ...(remaining?.ok && remaining.data
      ? { remainingDays: remaining.data.remainingDays, protectedUntil: remaining.data.protectedUntil }
      : {}),
  };
  return {
    language,
    customer,
    labelChoices: [...new Set([...(labelChoices?.data ?? []), ...(labelNames?.data ?? [])])],
    records: records?.ok ? (records.data ?? []) : [],
    reasons: (reasons?.data ?? []).filter((code): code is GiveUpReason =>
      (GIVE_UP_REASONS as readonly string[]).includes(code),
    ),
    notice: noticeOf(new URL(request.url).searchParams),
    ...customerScreenMeta(request, 'opportunity'),
  };
}

/** The opportunity's forms: its labels (label), and abandoning it to the pool (give-up). */
export async function opportunityAction(
  request: Request,
  context: WebLoadContext,
): Promise<CustomerFormProblem | Response> {
  const { api } = await requirePartner(request, context);
  const merchantId = merchantIdOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === CUSTOMER_INTENTS.labels) {
    const typed = String(form.get('newLabel') ?? '').trim();
    const labels = [...new Set([...form.getAll('label').map(String), ...(typed ? [typed] : [])])];
    const saved = await api.post('/ommall/promoter/label', { merchantId, labels });
    if (!saved.ok) return { intent, problem: saved.msg };
    return redirect(opportunityHref(merchantId, 'labelsSaved'));
  }
  if (intent === CUSTOMER_INTENTS.giveUp) {
    const reason = GIVE_UP_REASONS.find((code) => code === form.get('reason'));
    const given = await api.post('/ommall/promoter/give-up', {
      merchantId,
      ...(reason && { reason }),
      note: String(form.get('note') ?? ''),
    });
    if (!given.ok) return { intent, problem: given.msg };
    return redirect(`${CUSTOMER_LIST_PATH}?notice=abandoned`);
  }
  throw new Response(null, { status: 400 });
}

/** spec §2 /agent/merchant/edit-clues: the customer the follow-up is about. */
export async function loadFollowUp(request: Request, context: WebLoadContext) {
  const { api, language } = await requirePartner(request, context);
  const merchantId = merchantIdOf(request);
  const detail = await api.get<CustomerDetail>('/ommall/promoter/merchant-detail-basic', {
    query: { merchantId },
  });
  if (!detail.ok || !detail.data) notFound(detail.msg);
  return {
    language,
    customer: {
      merchantId,
      phone: detail.data.phone,
      shopName: detail.data.shopName,
      intention: detail.data.intention,
      ownership: detail.data.ownership,
    },
    ...customerScreenMeta(request, 'followUp'),
  };
}

/** spec §5: intention and note both required (checked again by the server) → follow-record. */
export async function followUpAction(
  request: Request,
  context: WebLoadContext,
): Promise<CustomerFormProblem | Response> {
  const { api } = await requirePartner(request, context);
  const merchantId = merchantIdOf(request);
  const form = await request.formData();
  const saved = await api.post('/ommall/promoter/follow-record', {
    merchantId,
    intention: String(form.get('intention') ?? ''),
    note: String(form.get('note') ?? ''),
  });
  if (!saved.ok) return { intent: CUSTOMER_INTENTS.followUp, problem: saved.msg };
  return redirect(opportunityHref(merchantId, 'followedUp'));
}
