import { randomInt } from 'node:crypto';
import { isPayType, type Language, nextOrderStatus, type StartPaymentResult } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import {
  PaymentCreationFailed,
  PaymentNotConfigured,
  type PaymentProviders,
} from '../../platform/payments/payment-provider.ts';
import { findLicence, orderProblem } from '../licensing/index.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import { CANCEL_REASONS, findOwnOrder, orderView } from './order-view.ts';
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
  now?: Date;
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
  let order = await findOwnOrder(db, input.tenantId, input.orderNo);
  if (!order) throw new AppError(404, 'orderNotFound');
  if (order.status === 'unpaid' && order.payDeadline.getTime() <= now.getTime()) {
    const overdue = order;
    order =
      (await db.transaction((tx) => cancelUnpaidOrder(tx, overdue, 'expire', CANCEL_REASONS.timeout, now))) ?? overdue;
    if (order.status === 'unpaid') order = (await findOwnOrder(db, input.tenantId, input.orderNo)) ?? order;
  }
  const transition = nextOrderStatus(order.status, 'pay');
  if (!transition.ok) throw new AppError(400, transition.reason);
  if (!isPayType(input.payType)) throw new AppError(400, 'payTypeUnsupported');
  // Another order may have changed the licence since this one was priced (an upgrade paid already).
  const problem = orderProblem(order, await findLicence(db, input.tenantId, order.serviceNumber), now);
  if (problem) throw new AppError(400, problem);
  const returnPath = readReturnPath(input.returnUrl, order.orderNo);
  let provider: ReturnType<PaymentProviders['forPayType']>;
  try {
    provider = providers.forPayType(input.payType);
  } catch (error) {
    if (error instanceof PaymentNotConfigured) throw new AppError(400, 'paymentConditionsNotMet');
    throw error;
  }
  // The trade number enters the directory with its payment, in one transaction.
  const tradeNo = await db.transaction(async (tx) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const number = `${order.orderNo}P${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const [reserved] = await tx
        .insert(mallReferenceNumbers)
        .values({ number, kind: 'trade', tenantId: order.tenantId })
        .onConflictDoNothing()
        .returning({ number: mallReferenceNumbers.number });
      if (!reserved) continue;
      await tx.insert(mallPayments).values({
        tenantId: order.tenantId,
        tradeNo: reserved.number,
        orderId: order.id,
        provider: provider.name,
        payType: input.payType,
        amount: order.finalAmount,
        status: 'pending',
        createdAt: now,
      });
      return reserved.number;
    }
    throw new Error('no free trade number after 5 draws');
  });
  const view = await orderView(db, order, input.language);
  let created: Awaited<ReturnType<typeof provider.createPayment>>;
  try {
    created = await provider.createPayment({
      tradeNo,
      amountFen: order.finalAmount,
      description: view.title,
      payType: input.payType,
      notifyUrl: `${input.publicUrl}${PAYMENT_NOTIFY_PATH}/${provider.name}`,
      returnUrl: `${input.publicUrl}${returnPath}`,
      ...(input.clientIp ? { clientIp: input.clientIp } : {}),
    });
  } catch (error) {
    // The provider refused or could not be reached: this attempt failed, the order stays payable.
    await db
      .update(mallPayments)
      .set({ status: 'failed', settledAt: now })
      .where(and(eq(mallPayments.tradeNo, tradeNo), eq(mallPayments.status, 'pending')));
    if (error instanceof PaymentCreationFailed) {
      throw error.badInput ? new AppError(400, 'payTypeUnsupported') : new AppError(502, 'paymentProviderUnavailable');
    }
    throw error;
  }
  await db
    .update(mallOrders)
    .set({ payType: input.payType })
    .where(and(eq(mallOrders.tenantId, order.tenantId), eq(mallOrders.id, order.id), eq(mallOrders.status, 'unpaid')));
  return { tradeNo, payType: input.payType, payUrl: created.payUrl, params: created.params, amount: order.finalAmount };
}
