import { nextOrderStatus } from '@tallybook/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/query-rows.ts';
import { rowFromJson } from '../../platform/db/row-lookup.ts';
import { enqueueStatement } from '../../platform/outbox/outbox.ts';
import type { VerifiedNotification } from '../../platform/payments/payment-provider.ts';
import {
  activateLicence,
  findLicence,
  type Licence,
  licenceActivation,
  licenceBeforeOf,
  licenceLookup,
  orderProblem,
} from '../licensing/index.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import type { OrderRow } from './order-view.ts';
import { mallOrders, mallPayments, mallReferenceNumbers, type PaymentStatus } from './orders.tables.ts';
import { postSettledPayment } from './post-payment.ts';

/** The outbox topic of a paid order (decision 0019). */
export const ORDER_PAID = 'order.paid';

type PaymentRow = typeof mallPayments.$inferSelect;

export type SettlementResult =
  /** The payment succeeded: order paid, licence activated. */
  | { kind: 'paid'; orderNo: string; licenceId: number }
  /** Paid for an order that was cancelled (or paid already): recorded for a refund. */
  | { kind: 'refund_due'; orderNo: string }
  /** The provider reports a failed or cancelled payment: only the payment changes. */
  | { kind: 'failed' | 'cancelled'; orderNo: string }
  /** Settled before (a duplicate or late notification): nothing changes; acknowledge. */
  | { kind: 'duplicate'; orderNo: string }
  /** Not ours to settle: nothing changes; refuse. */
  | { kind: 'rejected'; reason: 'unknownTrade' | 'wrongProvider' | 'amountMismatch' };

class Rejected extends Error {
  constructor(readonly reason: 'amountMismatch') {
    super(reason);
  }
}

interface Logger {
  warn(object: object, message?: string): void;
}

/**
 * After an order is paid, the tenant's other unpaid orders of the service that the licence no
 * longer admits (a second upgrade, a renewal of the edition just upgraded from) are cancelled with
 * that refusal as their reason, and their coupons are given back: they are not left payable-looking.
 */
async function cancelStaleOrders(tx: Db, paid: OrderRow, staleIds: readonly number[], now: Date): Promise<void> {
  const others = await tx
    .select()
    .from(mallOrders)
    .where(and(eq(mallOrders.tenantId, paid.tenantId), inArray(mallOrders.id, [...staleIds])));
  const licence = await findLicence(tx, paid.tenantId, paid.serviceNumber);
  for (const other of others) {
    const problem = orderProblem(other, licence, now);
    if (problem) await cancelUnpaidOrder(tx, other, 'cancel', problem, now);
  }
}

/**
 * The payment of a trade number with its order, both locked (`FOR UPDATE`), and the order's
 * licence, locked too, in one statement (decision 0028): of concurrent notifications of one
 * payment one settles and the rest find it settled; settlements of one tenant's licence apply in
 * turn; the order cannot be cancelled under the settlement. The notification names only the trade
 * number: the directory tells whose it is. Undefined for a trade number we do not know.
 */
async function lockSettlement(tx: Db, tradeNo: string) {
  const licence = licenceLookup(sql`${mallOrders.tenantId}`, sql`${mallOrders.serviceNumber}`, { lock: true });
  const [row] = await tx
    .select({ payment: mallPayments, order: mallOrders, licence: sql<unknown>`${licence.query}` })
    .from(mallReferenceNumbers)
    .innerJoin(
      mallPayments,
      and(
        eq(mallPayments.tenantId, mallReferenceNumbers.tenantId),
        eq(mallPayments.tradeNo, mallReferenceNumbers.number),
      ),
    )
    .innerJoin(mallOrders, and(eq(mallOrders.tenantId, mallPayments.tenantId), eq(mallOrders.id, mallPayments.orderId)))
    .where(and(eq(mallReferenceNumbers.number, tradeNo), eq(mallReferenceNumbers.kind, 'trade')))
    .for('update', { of: [mallPayments, mallOrders] });
  return row && { payment: row.payment, order: row.order, licence: licence.read(row.licence) };
}

/**
 * Settles a paid order in one statement (decision 0028): the licence activated (licensing's
 * statement; a first licence is created before, on its own), the order paid with it
 * (`WHERE status = 'unpaid'`), the payment succeeded (`WHERE status = 'pending'`) and `order.paid`
 * queued in the outbox (decision 0019). Answers the paid order, its licence, and the tenant's other
 * unpaid orders of the service, which the new licence may no longer admit.
 */
async function payOrder(
  tx: Db,
  input: {
    order: OrderRow;
    payment: PaymentRow;
    status: 'paid';
    licence: Licence | undefined;
    providerTransactionId: string | undefined;
    now: Date;
  },
): Promise<{ paid: OrderRow; licenceId: number; stale: number[] }> {
  const { order, payment, now } = input;
  const activation = input.licence
    ? licenceActivation(tx, order, input.licence, now).getSQL()
    : sql`select ${await activateLicence(tx, order, now)}::int as id`;
  const message = enqueueStatement(tx, {
    topic: ORDER_PAID,
    payload: {
      tenantId: order.tenantId,
      orderId: order.id,
      orderNo: order.orderNo,
      placedBy: order.userId,
      serviceNumber: order.serviceNumber,
      amountFen: order.finalAmount,
    },
    dedupeKey: `${ORDER_PAID}:${order.tenantId}:${order.id}`,
  }).getSQL();
  const at = sql`${now.toISOString()}::timestamptz`;
  // what the licence was before this order, so a refund can take back what it gave (decision 0043)
  const before = licenceBeforeOf(input.licence);
  const [row] = await queryRows<{ paid: unknown; settled: number; licenceId: number | null; stale: number[] | null }>(
    tx,
    sql`with licence as (${activation}), paid as (
          update ${mallOrders} set status = ${input.status}, paid_at = ${at}, pay_type = ${payment.payType},
            licence_id = (select id from licence),
            licence_before = ${before === null ? null : JSON.stringify(before)}::jsonb
          where tenant_id = ${order.tenantId} and id = ${order.id} and status = 'unpaid'
          returning *
        ), settled as (
          update ${mallPayments} set status = 'succeeded', settled_at = ${at},
            provider_transaction_id = ${input.providerTransactionId ?? null}
          where tenant_id = ${payment.tenantId} and id = ${payment.id} and status in ('pending', 'closed')
          returning id
        ), queued as (${message})
        select (select row_to_json(paid) from paid) as paid, (select count(*)::int from settled) as settled,
          (select id from licence) as "licenceId",
          (select array_agg(id) from ${mallOrders} where tenant_id = ${order.tenantId}
            and service_number = ${order.serviceNumber} and status = 'unpaid' and id <> ${order.id}) as stale`,
  );
  const paid = rowFromJson(mallOrders, row?.paid);
  // Both rows are locked by this transaction: a guard that fails here is a broken invariant.
  if (!paid || row?.settled !== 1 || row.licenceId === null) {
    throw new Error(`order ${order.orderNo}: settlement found its locked rows changed`);
  }
  return { paid, licenceId: row.licenceId, stale: (row.stale ?? []).map(Number) };
}

/**
 * Applies a verified notification in ONE transaction. The payment row is locked first
 * (`FOR UPDATE`, with its order and licence: lockSettlement), so of concurrent duplicates one settles and the rest find it settled. A payment
 * no longer pending changes nothing. The amount must equal the order's final amount (else
 * nothing changes and it is logged). An unpaid order becomes paid (`WHERE status = 'unpaid'`)
 * and its licence is activated; a cancelled one stays cancelled and the payment is refund_due.
 */
export async function settlePayment(
  db: Db,
  provider: string,
  notification: VerifiedNotification,
  options: { now?: Date; logger?: Logger } = {},
): Promise<SettlementResult> {
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx): Promise<SettlementResult> => {
      const locked = await lockSettlement(tx, notification.tradeNo);
      if (!locked) return { kind: 'rejected', reason: 'unknownTrade' } as const;
      const { payment, order, licence } = locked;
      if (payment.provider !== provider) return { kind: 'rejected', reason: 'wrongProvider' } as const;
      // A closed trade the provider reports paid after all (decision 0087) is settled, not lost.
      const settleable =
        payment.status === 'pending' || (payment.status === 'closed' && notification.outcome === 'paid');
      if (!settleable) return { kind: 'duplicate', orderNo: order.orderNo } as const;

      const ledgerPayment = { tradeNo: payment.tradeNo, provider: payment.provider, amountFen: payment.amount };
      const mark = (status: PaymentStatus) =>
        tx
          .update(mallPayments)
          .set({ status, settledAt: now, providerTransactionId: notification.providerTransactionId })
          .where(
            and(
              eq(mallPayments.tenantId, payment.tenantId),
              eq(mallPayments.id, payment.id),
              inArray(mallPayments.status, ['pending', 'closed']),
            ),
          );

      if (notification.outcome === 'failed' || notification.outcome === 'cancelled') {
        await mark(notification.outcome);
        return { kind: notification.outcome, orderNo: order.orderNo } as const;
      }
      if (notification.amountFen !== order.finalAmount || notification.amountFen !== payment.amount) {
        options.logger?.warn(
          {
            tradeNo: notification.tradeNo,
            orderNo: order.orderNo,
            notified: notification.amountFen,
            expected: order.finalAmount,
          },
          'payment notification amount differs from the order: refused',
        );
        throw new Rejected('amountMismatch');
      }

      // An order another order has made inapplicable (an upgrade paid twice): cancel it, refund the money.
      const problem = order.status === 'unpaid' ? orderProblem(order, licence, now) : undefined;
      if (problem) {
        await cancelUnpaidOrder(tx, order, 'cancel', problem, now);
        await mark('refund_due');
        await postSettledPayment(tx, { ...ledgerPayment, outcome: 'refund_due' }, now);
        options.logger?.warn(
          { orderNo: order.orderNo, problem },
          'paid order no longer applies: cancelled, refund due',
        );
        return { kind: 'refund_due', orderNo: order.orderNo } as const;
      }

      const transition = nextOrderStatus(order.status, 'pay');
      if (transition.ok) {
        // The order is unpaid and locked: it becomes paid, with its licence, payment and message.
        const { paid, licenceId, stale } = await payOrder(tx, {
          order,
          payment,
          status: transition.status as 'paid',
          licence,
          providerTransactionId: notification.providerTransactionId,
          now,
        });
        if (stale.length > 0) await cancelStaleOrders(tx, paid, stale, now);
        await postSettledPayment(tx, { ...ledgerPayment, outcome: 'paid' }, now);
        return { kind: 'paid', orderNo: order.orderNo, licenceId } as const;
      }
      // Money arrived for an order that is cancelled (or was paid by another payment): refund it.
      await mark('refund_due');
      await postSettledPayment(tx, { ...ledgerPayment, outcome: 'refund_due' }, now);
      return { kind: 'refund_due', orderNo: order.orderNo } as const;
    });
  } catch (error) {
    if (error instanceof Rejected) return { kind: 'rejected', reason: error.reason };
    throw error;
  }
}
