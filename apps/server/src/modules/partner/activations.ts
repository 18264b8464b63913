import {
  type ActivationOffer,
  type ActivationOrderState,
  type ActivationPage,
  type ActivationPayMode,
  hidePhone,
  type Language,
  message,
  orderingPriceFen,
  PARTNER_BALANCE_PAY_TYPE,
  PARTNER_BALANCE_PROVIDER,
  type PartnerActivation,
} from '@tallybook/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { requestHash, withIdempotency } from '../../platform/idempotency/idempotency.ts';
import { balanceOf, post } from '../../platform/ledger/ledger.ts';
import { editionName, type ServiceTexts, serviceTexts } from '../catalogue/index.ts';
import { userAccountsRelation } from '../identity/index.ts';
import {
  clearingAccount,
  type InternalRefund,
  orderStatesRelation,
  placePaidQuotedOrder,
  placeQuotedOrder,
  quoteSkuPurchase,
  type SkuQuote,
} from '../orders/index.ts';
import { membersOf, tenantProfilesRelation } from '../tenancy/index.ts';
import { orderingAccount, requireOpenOrdering } from './ordering.ts';
import { partnerCustomers } from './partner.tables.ts';
import { partnerActivations } from './partner-activations.tables.ts';

/**
 * A partner activates a service for one of its customers by a pay link (spec §2 service activation,
 * §7 active-verify, service, active-service; issue 15; decision 0040). The activation is the
 * customer's own unpaid mall order of the SKU, priced and checked by the orders module exactly as the
 * customer's own order would be; the customer pays it in the mall, which activates the licence, and
 * the order's `order.paid` gives the partner its share as for any paid order of its customer.
 */

export interface ActivationSettings {
  /** Minutes an activation's unpaid order waits for the customer's payment (PARTNER_ACTIVATION_PAY_HOURS × 60). */
  payTimeoutMinutes: number;
  /** The VAT rate (whole percent) mall prices include (MALL_VAT_RATE_PERCENT). */
  vatRatePercent: number;
}

/** The customer, the service and the SKU an activation names, and who pays it how. */
export interface ActivationSelection {
  merchantId: number;
  serviceNumber: string;
  skuId: number;
  payMode: ActivationPayMode;
}

/** The mall's page where the logged-in customer pays its order (apps/web routes: order/pay). */
export const payPathOf = (orderNo: string) => `/order/pay?orderNo=${encodeURIComponent(orderNo)}`;

/** spec §5: the customer and the service (with its SKU) must be selected; 400 activationSelectionRequired otherwise. */
export function readSelection(input: {
  merchantId?: number | undefined;
  serviceNumber?: string | undefined;
  skuId?: number | undefined;
  payMode?: ActivationPayMode | undefined;
}): ActivationSelection {
  const serviceNumber = input.serviceNumber?.trim() ?? '';
  if (input.merchantId === undefined || input.skuId === undefined || !serviceNumber) {
    throw new AppError(400, 'activationSelectionRequired');
  }
  return { merchantId: input.merchantId, serviceNumber, skuId: input.skuId, payMode: input.payMode ?? 'link' };
}

/** The customer's row, owned by the partner; 404 customerNotFound for another partner's or an unknown one alike. */
async function ownCustomer(db: Db, partnerId: number, merchantId: number, lock: boolean) {
  const query = db
    .select({ merchantId: partnerCustomers.merchantId })
    .from(partnerCustomers)
    .where(and(eq(partnerCustomers.merchantId, merchantId), eq(partnerCustomers.partnerId, partnerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'customerNotFound');
  return row;
}

/** Whether the customer has an activation of the service still waiting for payment (any partner's). */
async function hasOpenActivation(db: Db, selection: ActivationSelection, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select a.id from ${partnerActivations} a
        join ${orderStatesRelation()} o on o.tenant_id = a.merchant_id and o.order_no = a.order_no
        where a.merchant_id = ${selection.merchantId} and a.service_number = ${selection.serviceNumber}
          and o.status = 'unpaid' and o.pay_deadline > ${now.toISOString()}::timestamptz
        limit 1`,
  );
  return rows.length > 0;
}

/**
 * The partner's activations whose orders were paid (by the customer or from the balance): since
 * `since` and in all, for the home's figures (achievement-info).
 */
export async function paidActivationCounts(db: Db, partnerId: number, since: Date) {
  const [row] = await queryRows<{ month: number | string; total: number | string }>(
    db,
    sql`select count(*) filter (where o.paid_at >= ${since.toISOString()}::timestamptz) as month, count(*) as total
        from ${partnerActivations} a
        join ${orderStatesRelation()} o on o.tenant_id = a.merchant_id and o.order_no = a.order_no
        where a.partner_id = ${partnerId} and o.status = 'paid'`,
  );
  return { month: Number(row?.month ?? 0), total: Number(row?.total ?? 0) };
}

/** An activation the partner may make: the mall's quote and what the payer pays (the balance: less the discount). */
interface CheckedActivation {
  quote: SkuQuote;
  amountFen: number;
}

/**
 * May the partner activate the SKU for the customer now: its own customer (404 customerNotFound
 * otherwise, never saying whose), a service and SKU the mall sells (404 serviceNotFound,
 * skuNotFound), a purchase the mall's rules allow the customer (409 activationPurchaseRefused with
 * the mall's reason), and no unpaid activation of the service open for it (409 activationOpen).
 * From the balance, ordering must be open (403 orderingNotOpen) and the balance must cover the mall's
 * price less the discount (409 orderingBalanceInsufficient).
 */
async function checkActivation(
  db: Db,
  partnerId: number,
  selection: ActivationSelection,
  language: Language,
  now: Date,
  lock = false,
): Promise<CheckedActivation> {
  const ordering = selection.payMode === 'balance' ? await requireOpenOrdering(db, partnerId) : undefined;
  await ownCustomer(db, partnerId, selection.merchantId, lock);
  const answer = await quoteSkuPurchase(
    db,
    selection.merchantId,
    { serviceNumber: selection.serviceNumber, skuId: selection.skuId },
    language,
    now,
  );
  if (!answer.allowed) {
    throw new AppError(409, 'activationPurchaseRefused', { reason: message(language, answer.reason) });
  }
  if (await hasOpenActivation(db, selection, now)) throw new AppError(409, 'activationOpen');
  if (!ordering) return { quote: answer.quote, amountFen: answer.quote.amountFen };
  const amountFen = orderingPriceFen(answer.quote.amountFen, ordering.discountBp);
  if ((await balanceOf(db, orderingAccount(partnerId).code)) < amountFen) {
    throw new AppError(409, 'orderingBalanceInsufficient');
  }
  return { quote: answer.quote, amountFen };
}

const offerOf = (selection: ActivationSelection, { quote, amountFen }: CheckedActivation): ActivationOffer => ({
  merchantId: selection.merchantId,
  serviceNumber: quote.serviceNumber,
  serviceName: quote.serviceName,
  skuId: quote.skuId,
  level: quote.level,
  edition: quote.edition,
  months: quote.months,
  amountFen,
  mallPriceFen: quote.amountFen,
  payMode: selection.payMode,
});

/** GET active-verify: the offer when the partner may activate it; the refusal's status and message otherwise. */
export async function verifyActivation(
  db: Db,
  partnerId: number,
  input: Parameters<typeof readSelection>[0],
  language: Language,
  now = new Date(),
): Promise<ActivationOffer> {
  const selection = readSelection(input);
  return offerOf(selection, await checkActivation(db, partnerId, selection, language, now));
}

/**
 * The customer's order placed and paid at once from the partner's ordering balance (decision 0041),
 * in the activation's transaction: the orders module settles it as any paid mall order (the licence,
 * the sale, `order.paid`), and the ledger moves the amount from the partner's ordering balance to the
 * balance's clearing account, which the sale empties. The posting locks the balance's account, so
 * concurrent activations of one partner debit it one after the other and never below zero (409
 * orderingBalanceInsufficient, and nothing of the activation is written).
 */
async function payFromBalance(
  tx: Db,
  partnerId: number,
  checked: CheckedActivation,
  orderOptions: Parameters<typeof placeQuotedOrder>[2],
) {
  const order = await placePaidQuotedOrder(
    tx,
    checked.quote,
    {
      provider: PARTNER_BALANCE_PROVIDER,
      payType: PARTNER_BALANCE_PAY_TYPE,
      discountFen: checked.quote.amountFen - checked.amountFen,
    },
    orderOptions,
  );
  if (order.amountFen === 0) return order;
  try {
    await post(tx, {
      reference: `ordering-activation:${order.orderNo}`,
      kind: 'partner_ordering_activation',
      memo: order.orderNo,
      at: orderOptions.now ?? new Date(),
      lines: [
        { account: orderingAccount(partnerId), amountFen: order.amountFen },
        { account: clearingAccount(PARTNER_BALANCE_PROVIDER), amountFen: -order.amountFen },
      ],
    });
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'insufficientBalance') {
      throw new AppError(409, 'orderingBalanceInsufficient');
    }
    throw error;
  }
  return order;
}

/**
 * A refunded order the partner paid from its ordering balance (decision 0043): the money goes back to
 * that balance, in the refund's transaction, from the balance's clearing account, which the refund's
 * reversal of the sale credited. The activation names the partner that paid; the posting is keyed by
 * the refund, so it happens once.
 */
export const refundToOrderingBalance: InternalRefund = async (tx, refund, now) => {
  const [activation] = await tx
    .select({ partnerId: partnerActivations.partnerId })
    .from(partnerActivations)
    .where(
      and(
        eq(partnerActivations.orderNo, refund.orderNo),
        eq(partnerActivations.merchantId, refund.tenantId),
        eq(partnerActivations.payMode, 'balance'),
      ),
    );
  if (!activation) throw new Error(`order ${refund.orderNo}: paid from a balance no activation names`);
  if (refund.amountFen <= 0) return;
  await post(tx, {
    reference: `ordering-refund:${refund.refundNo}`,
    kind: 'partner_ordering_refund',
    memo: refund.orderNo,
    at: now,
    lines: [
      { account: clearingAccount(refund.provider), amountFen: refund.amountFen },
      { account: orderingAccount(activation.partnerId), amountFen: -refund.amountFen },
    ],
  });
};

/**
 * POST service: checks as active-verify does, then places the customer's unpaid order (in the name of
 * the customer's owner) and records the activation, in one transaction that holds the customer's row
 * (FOR UPDATE): of concurrent activations of one customer one is checked and written at a time, so at
 * most one is open per service. With an Idempotency-Key a retry answers the first activation.
 */
export async function activateService(
  db: Db,
  partnerId: number,
  input: Parameters<typeof readSelection>[0],
  options: { language: Language; idempotencyKey: string | undefined; settings: ActivationSettings; now?: Date },
): Promise<PartnerActivation> {
  const selection = readSelection(input);
  const now = options.now ?? new Date();
  const { response } = await withIdempotency(
    db,
    {
      scope: `partner:${partnerId} POST /ommall/promoter/service`,
      key: options.idempotencyKey,
      requestHash: requestHash({ activation: selection }),
    },
    (outer) =>
      outer.transaction(async (tx) => {
        const checked = await checkActivation(tx, partnerId, selection, options.language, now, true);
        const owner = (await membersOf(tx, selection.merchantId)).find((member) => member.role === 'owner');
        if (!owner) throw new AppError(404, 'customerNotFound');
        const orderOptions = {
          tenantId: selection.merchantId,
          userId: owner.userId,
          payTimeoutMinutes: options.settings.payTimeoutMinutes,
          vatRatePercent: options.settings.vatRatePercent,
          request: { partnerActivation: selection, partnerId },
          now,
        };
        const order =
          selection.payMode === 'balance'
            ? await payFromBalance(tx, partnerId, checked, orderOptions)
            : await placeQuotedOrder(tx, checked.quote, orderOptions);
        const [row] = await tx
          .insert(partnerActivations)
          .values({
            partnerId,
            merchantId: selection.merchantId,
            orderNo: order.orderNo,
            serviceNumber: checked.quote.serviceNumber,
            skuId: checked.quote.skuId,
            payMode: selection.payMode,
            createdAt: now,
          })
          .returning({ id: partnerActivations.id });
        const [made] = await activationRows(tx, partnerId, sql`a.id = ${Number(row?.id)}`, sql`limit 1`);
        if (!made) throw new Error('the activation just written was not found');
        return (await shapeActivations(tx, [made], options.language))[0] as PartnerActivation;
      }),
    now,
  );
  return response;
}

interface RawActivation {
  id: number;
  order_no: string;
  merchant_id: number;
  service_number: string;
  sku_id: number;
  pay_mode: ActivationPayMode;
  created_at: Date | string;
  status: ActivationOrderState | null;
  level: 'basic' | 'professional' | null;
  final_amount_fen: number | string | null;
  pay_deadline: Date | string | null;
  paid_at: Date | string | null;
  cancelled_at: Date | string | null;
  shop_name: string | null;
  phone: string | null;
  total: number | string;
}

/**
 * The partner's activations in one statement: each joined to its order's state (orders' relation),
 * the customer's shop (tenancy's) and phone (identity's), newest first (decision 0028).
 */
async function activationRows(db: Db, partnerId: number, where: SQL, page: SQL) {
  return queryRows<RawActivation>(
    db,
    sql`select a.id, a.order_no, a.merchant_id, a.service_number, a.sku_id, a.pay_mode, a.created_at,
               o.status, o.level, o.final_amount_fen, o.pay_deadline, o.paid_at, o.cancelled_at,
               shop.shop_name, account.phone, count(*) over () as total
        from ${partnerActivations} a
        left join ${orderStatesRelation()} o on o.tenant_id = a.merchant_id and o.order_no = a.order_no
        left join ${tenantProfilesRelation()} shop on shop.tenant_id = a.merchant_id
        left join ${userAccountsRelation()} account on account.user_id = shop.owner_user_id
        where a.partner_id = ${partnerId} and ${where}
        order by a.id desc
        ${page}`,
  );
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The rows as the partner sees them, each service named once in the caller's language. */
async function shapeActivations(db: Db, rows: RawActivation[], language: Language): Promise<PartnerActivation[]> {
  const texts = new Map<string, ServiceTexts | undefined>();
  for (const serviceNumber of new Set(rows.map((row) => row.service_number))) {
    try {
      texts.set(serviceNumber, await serviceTexts(db, serviceNumber, language));
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
      texts.set(serviceNumber, undefined);
    }
  }
  return rows.map((row) => {
    const named = texts.get(row.service_number);
    const level = row.level ?? 'basic';
    const state = row.status ?? 'cancelled';
    return {
      id: Number(row.id),
      orderNo: row.order_no,
      merchantId: Number(row.merchant_id),
      shopName: row.shop_name ?? '',
      phone: row.phone ? hidePhone(row.phone) : '',
      serviceNumber: row.service_number,
      serviceName: named?.name ?? row.service_number,
      skuId: Number(row.sku_id),
      level,
      edition: named ? editionName(named, level) : level,
      amountFen: Number(row.final_amount_fen ?? 0),
      payMode: row.pay_mode,
      state,
      createdAt: iso(row.created_at) ?? '',
      payDeadline: iso(row.pay_deadline) ?? '',
      paidAt: iso(row.paid_at),
      cancelledAt: iso(row.cancelled_at),
      payPath: state === 'unpaid' && row.pay_mode === 'link' ? payPathOf(row.order_no) : null,
    };
  });
}

/** GET active-service by id or order number: one of the partner's activations; 404 activationNotFound otherwise. */
export async function activationOf(
  db: Db,
  partnerId: number,
  ref: { id?: number | undefined; orderNo?: string | undefined },
  language: Language,
): Promise<PartnerActivation> {
  const conditions: SQL[] = [];
  if (ref.id !== undefined) conditions.push(sql`a.id = ${ref.id}`);
  if (ref.orderNo !== undefined) conditions.push(sql`a.order_no = ${ref.orderNo.trim()}`);
  const [row] = await activationRows(db, partnerId, sql.join(conditions, sql` and `), sql`limit 1`);
  if (!row) throw new AppError(404, 'activationNotFound');
  return (await shapeActivations(db, [row], language))[0] as PartnerActivation;
}

/** GET active-service: a page of the partner's activations, newest first. */
export async function listActivations(
  db: Db,
  partnerId: number,
  query: { page: number; rows: number },
  language: Language,
): Promise<ActivationPage> {
  const offset = (query.page - 1) * query.rows;
  const rows = await activationRows(db, partnerId, sql`true`, sql`limit ${query.rows} offset ${offset}`);
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && query.page > 1) {
    // past the last page: the window function had no row to count on
    const [first] = await activationRows(db, partnerId, sql`true`, sql`limit 1`);
    total = Number(first?.total ?? 0);
  }
  return { list: await shapeActivations(db, rows, language), total, page: query.page, rows: query.rows };
}
