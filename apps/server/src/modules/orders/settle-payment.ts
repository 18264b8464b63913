import { nextOrderStatus } from '@tallybook/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import type { VerifiedNotification } from '../../platform/payments/payment-provider.ts';
import { activateLicence, findLicence, lockLicence, orderProblem } from '../licensing/index.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import type { OrderRow } from './order-view.ts';
import { mallOrders, mallPayments, mallReferenceNumbers, type PaymentStatus } from './orders.tables.ts';
import { postSettledPayment } from './post-payment.ts';

/** The outbox topic of a paid order (decision 0019). */
export const ORDER_PAID = 'order.paid';

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
 * Applies a verified notification in ONE transaction. The payment row is locked first
 * (`FOR UPDATE`), so of concurrent duplicates one settles and the rest find it settled. A payment
 * no longer pending changes nothing. The amount must equal the order's final amount (else
 * nothing changes and it is logged). An unpaid order becomes paid (`WHERE status = 'unpaid'`)
 * and its licence is activated; a cancelled one stays cancelled and the payment is refund_due.
 */
/**
 * After an order is paid, the tenant's other unpaid orders of the service that the licence no
 * longer admits (a second upgrade, a renewal of the edition just upgraded from) are cancelled with
 * that refusal as their reason, and their coupons are given back: they are not left payable-looking.
 */
async function cancelStaleOrders(tx: Db, paid: OrderRow, now: Date): Promise<void> {
  const others = await tx
    .select()
    .from(mallOrders)
    .where(
      and(
        eq(mallOrders.tenantId, paid.tenantId),
        eq(mallOrders.serviceNumber, paid.serviceNumber),
        eq(mallOrders.status, 'unpaid'),
        ne(mallOrders.id, paid.id),
      ),
    );
  if (others.length === 0) return;
  const licence = await findLicence(tx, paid.tenantId, paid.serviceNumber);
  for (const other of others) {
    const problem = orderProblem(other, licence, now);
    if (problem) await cancelUnpaidOrder(tx, other, 'cancel', problem, now);
  }
}

export async function settlePayment(
  db: Db,
  provider: string,
  notification: VerifiedNotification,
  options: { now?: Date; logger?: Logger } = {},
): Promise<SettlementResult> {
  const now = options.now ?? new Date();
  try {
    return await db.transaction(async (tx): Promise<SettlementResult> => {
      // The notification names only the trade number: the directory tells whose it is.
      const [trade] = await tx
        .select({ tenantId: mallReferenceNumbers.tenantId })
        .from(mallReferenceNumbers)
        .where(and(eq(mallReferenceNumbers.number, notification.tradeNo), eq(mallReferenceNumbers.kind, 'trade')));
      if (!trade) return { kind: 'rejected', reason: 'unknownTrade' } as const;
      const [payment] = await tx
        .select()
        .from(mallPayments)
        .where(and(eq(mallPayments.tenantId, trade.tenantId), eq(mallPayments.tradeNo, notification.tradeNo)))
        .for('update');
      if (!payment) return { kind: 'rejected', reason: 'unknownTrade' } as const;
      if (payment.provider !== provider) return { kind: 'rejected', reason: 'wrongProvider' } as const;
      const [order] = await tx
        .select()
        .from(mallOrders)
        .where(and(eq(mallOrders.tenantId, payment.tenantId), eq(mallOrders.id, payment.orderId)));
      if (!order) return { kind: 'rejected', reason: 'unknownTrade' } as const;
      if (payment.status !== 'pending') return { kind: 'duplicate', orderNo: order.orderNo } as const;

      const ledgerPayment = { tradeNo: payment.tradeNo, provider: payment.provider, amountFen: payment.amount };
      const mark = (status: PaymentStatus) =>
        tx
          .update(mallPayments)
          .set({ status, settledAt: now, providerTransactionId: notification.providerTransactionId })
          .where(
            and(
              eq(mallPayments.tenantId, payment.tenantId),
              eq(mallPayments.id, payment.id),
              eq(mallPayments.status, 'pending'),
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
      const problem = order.status === 'unpaid' ? orderProblem(order, await lockLicence(tx, order), now) : undefined;
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
        const [paid] = await tx
          .update(mallOrders)
          .set({ status: transition.status as 'paid', paidAt: now, payType: payment.payType })
          .where(
            and(eq(mallOrders.tenantId, order.tenantId), eq(mallOrders.id, order.id), eq(mallOrders.status, 'unpaid')),
          )
          .returning();
        if (paid) {
          const licenceId = await activateLicence(tx, paid, now);
          await tx
            .update(mallOrders)
            .set({ licenceId })
            .where(and(eq(mallOrders.tenantId, order.tenantId), eq(mallOrders.id, order.id)));
          await cancelStaleOrders(tx, paid, now);
          await mark('succeeded');
          await postSettledPayment(tx, { ...ledgerPayment, outcome: 'paid' }, now);
          // Steps of other modules (a partner's rebate, a referral award) follow from the outbox.
          await enqueue(tx, {
            topic: ORDER_PAID,
            payload: {
              tenantId: paid.tenantId,
              orderId: paid.id,
              orderNo: paid.orderNo,
              placedBy: paid.userId,
              serviceNumber: paid.serviceNumber,
              amountFen: paid.finalAmount,
            },
            dedupeKey: `${ORDER_PAID}:${paid.tenantId}:${paid.id}`,
          });
          return { kind: 'paid', orderNo: order.orderNo, licenceId } as const;
        }
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
