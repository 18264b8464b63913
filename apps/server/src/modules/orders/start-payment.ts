import { randomInt } from 'node:crypto';
import { isPayType, type Language, nextOrderStatus, type StartPaymentResult } from '@tallybook/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { rowFromJson } from '../../platform/db/row-lookup.ts';
import { AppError } from '../../platform/http/envelope.ts';
import {
  PaymentCreationFailed,
  PaymentNotConfigured,
  type PaymentProviders,
} from '../../platform/payments/payment-provider.ts';
import { serviceTexts, serviceTextsLookup } from '../catalogue/index.ts';
import { findLicence, licenceLookup, orderProblem } from '../licensing/index.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import { CANCEL_REASONS, findOwnOrder, type OrderRow, orderTitle } from './order-view.ts';
import { mallOrders, mallPayments, mallReferenceNumbers } from './orders.tables.ts';

export const PAYMENT_NOTIFY_PATH = '/ommall/srvmall/payment/notify';

/** A return address must be a path of this site: one leading slash, no scheme, no host. */
export function readReturnPath(returnUrl: string | undefined, orderNo: string): string {
  if (returnUrl === undefined || returnUrl === '') return `/order/result?orderNo=${encodeURIComponent(orderNo)}`;
  const sameOrigin = /^\/(?![/\\])/.test(returnUrl) && !/[\s\\]/.test(returnUrl) && !returnUrl.includes('://');
  if (!sameOrigin) throw new AppError(400, 'returnUrlInvalid');
  return returnUrl;
}

export interface StartPaymentInput {
  tenantId: number;
  orderNo: string;
  payType: number;
  returnUrl?: string | undefined;
  /** The site's configured public origin (PUBLIC_URL): never the request's Host header. */
  publicUrl: string;
  language: Language;
  clientIp?: string;
  /** The provider takes no payment of the trade after this long (the pending window, decision 0087). */
  expiresInMs?: number;
  now?: Date;
}

/**
 * The caller's order of that number, with its licence and its service's texts, in one statement
 * (decision 0028); undefined when there is no such order of the tenant.
 */
async function findOrderToPay(db: Db, tenantId: number, orderNo: string, language: Language) {
  const serviceNumber = sql`${mallOrders.serviceNumber}`;
  const licence = licenceLookup(tenantId, serviceNumber);
  const texts = serviceTextsLookup(serviceNumber, language);
  const [row] = await queryRows<{ order: unknown; licence: unknown; texts: unknown }>(
    db,
    sql`select row_to_json(${mallOrders}) as "order", ${licence.query} as licence, ${texts.query} as texts
        from ${mallOrders} where ${and(eq(mallOrders.orderNo, orderNo), eq(mallOrders.tenantId, tenantId))}`,
  );
  const order = rowFromJson(mallOrders, row?.order);
  return order && { order, licence: licence.read(row?.licence), texts: texts.read(row?.texts) };
}

/**
 * A payment row for the order under a trade number entered in mall_reference_numbers, and the
 * order's pay type, in one statement: nothing is written when the number is taken (undefined: draw
 * another).
 */
export async function insertPayment(
  db: Db,
  order: OrderRow,
  payment: { tradeNo: string; provider: string; payType: number; now: Date; language?: Language },
): Promise<string | undefined> {
  const [row] = await queryRows<{ tradeNo: string | null }>(
    db,
    sql`with reserved as (
          insert into ${mallReferenceNumbers} (number, kind, tenant_id)
          values (${payment.tradeNo}, 'trade', ${order.tenantId}) on conflict do nothing returning number
        ), started as (
          insert into ${mallPayments} (tenant_id, trade_no, order_id, provider, pay_type, amount_fen, status, created_at, language)
          select ${order.tenantId}, reserved.number, ${order.id}, ${payment.provider}, ${payment.payType},
            ${order.finalAmount}, 'pending', ${payment.now.toISOString()}::timestamptz, ${payment.language ?? null}
          from reserved
          returning trade_no
        ), chosen as (
          update ${mallOrders} set pay_type = ${payment.payType}
          where tenant_id = ${order.tenantId} and id = ${order.id} and status = 'unpaid'
            and exists (select 1 from started)
        )
        select (select trade_no from started) as "tradeNo"`,
  );
  return row?.tradeNo ?? undefined;
}

/** The provider of a pay type; 400 paymentConditionsNotMet (spec §8) when it is not configured. */
export function providerForPayType(providers: PaymentProviders, payType: number) {
  try {
    return providers.forPayType(payType);
  } catch (error) {
    if (error instanceof PaymentNotConfigured) throw new AppError(400, 'paymentConditionsNotMet');
    throw error;
  }
}

/**
 * POST payment: a payment row with a unique trade number for the order's final amount, and the
 * provider's page (or app parameters). A cancelled order is refused (orderCancelledCannotPay),
 * as is one past its deadline (cancelled here if the job has not come by yet).
 */
export async function startPayment(
  db: Db,
  providers: PaymentProviders,
  input: StartPaymentInput,
): Promise<StartPaymentResult> {
  const now = input.now ?? new Date();
  const found = await findOrderToPay(db, input.tenantId, input.orderNo, input.language);
  if (!found) throw new AppError(404, 'orderNotFound');
  let { order, licence } = found;
  if (order.status === 'unpaid' && order.payDeadline.getTime() <= now.getTime()) {
    const overdue = order;
    order =
      (await db.transaction((tx) => cancelUnpaidOrder(tx, overdue, 'expire', CANCEL_REASONS.timeout, now))) ?? overdue;
    if (order.status === 'unpaid') order = (await findOwnOrder(db, input.tenantId, input.orderNo)) ?? order;
    licence = await findLicence(db, input.tenantId, order.serviceNumber);
  }
  const transition = nextOrderStatus(order.status, 'pay');
  if (!transition.ok) throw new AppError(400, transition.reason);
  if (!isPayType(input.payType)) throw new AppError(400, 'payTypeUnsupported');
  // Another order may have changed the licence since this one was priced (an upgrade paid already).
  const problem = orderProblem(order, licence, now);
  if (problem) throw new AppError(400, problem);
  const returnPath = readReturnPath(input.returnUrl, order.orderNo);
  const provider = providerForPayType(providers, input.payType);
  // The trade number enters the directory with its payment, and the order takes the pay type, in
  // one statement (atomic without a transaction of its own).
  let tradeNo: string | undefined;
  for (let attempt = 0; attempt < 5 && tradeNo === undefined; attempt += 1) {
    const number = `${order.orderNo}P${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    tradeNo = await insertPayment(db, order, {
      tradeNo: number,
      provider: provider.name,
      payType: input.payType,
      now,
      language: input.language,
    });
  }
  if (tradeNo === undefined) throw new Error('no free trade number after 5 draws');
  const title = orderTitle(
    order,
    found.texts ?? (await serviceTexts(db, order.serviceNumber, input.language)),
    input.language,
  );
  let created: Awaited<ReturnType<typeof provider.createPayment>>;
  try {
    created = await provider.createPayment({
      tradeNo,
      amountFen: order.finalAmount,
      description: title,
      payType: input.payType,
      notifyUrl: `${input.publicUrl}${PAYMENT_NOTIFY_PATH}/${provider.name}`,
      returnUrl: `${input.publicUrl}${returnPath}`,
      ...(input.clientIp ? { clientIp: input.clientIp } : {}),
      ...(input.expiresInMs ? { expiresAt: new Date(now.getTime() + input.expiresInMs) } : {}),
    });
  } catch (error) {
    // The provider refused or could not be reached: this attempt failed, the order stays payable
    // with the pay type it had before it.
    const failed = tradeNo;
    await db.transaction(async (tx) => {
      await tx
        .update(mallPayments)
        .set({ status: 'failed', settledAt: now })
        .where(and(eq(mallPayments.tradeNo, failed), eq(mallPayments.status, 'pending')));
      await tx
        .update(mallOrders)
        .set({ payType: order.payType })
        .where(
          and(
            eq(mallOrders.tenantId, order.tenantId),
            eq(mallOrders.id, order.id),
            eq(mallOrders.status, 'unpaid'),
            eq(mallOrders.payType, input.payType),
          ),
        );
    });
    if (error instanceof PaymentCreationFailed) {
      throw error.badInput ? new AppError(400, 'payTypeUnsupported') : new AppError(502, 'paymentProviderUnavailable');
    }
    throw error;
  }
  return { tradeNo, payType: input.payType, payUrl: created.payUrl, params: created.params, amount: order.finalAmount };
}
