import { nextOrderStatus, type OrderEvent } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { CANCEL_REASONS, type OrderRow } from './order-view.ts';
import { mallCouponUsers, mallOrders } from './orders.tables.ts';

/**
 * Cancels an unpaid order inside a transaction (`UPDATE … WHERE status = 'unpaid'`) and gives its
 * coupon back. Answers the cancelled order, or undefined when it was no longer unpaid (paid or
 * cancelled meanwhile). Pending payments stay pending: a late "paid" notification is then
 * recorded as refund_due by the settlement.
 */
export async function cancelUnpaidOrder(
  tx: Db,
  order: OrderRow,
  event: Extract<OrderEvent, 'cancel' | 'expire'>,
  reason: string,
  now: Date,
): Promise<OrderRow | undefined> {
  const transition = nextOrderStatus(order.status, event);
  if (!transition.ok) return undefined;
  const [cancelled] = await tx
    .update(mallOrders)
    .set({ status: transition.status as 'cancelled', cancelledAt: now, cancelReason: reason })
    .where(and(eq(mallOrders.tenantId, order.tenantId), eq(mallOrders.id, order.id), eq(mallOrders.status, 'unpaid')))
    .returning();
  if (!cancelled) return undefined;
  await tx.update(mallCouponUsers).set({ orderId: null, usedAt: null }).where(eq(mallCouponUsers.orderId, order.id));
  return cancelled;
}

/** DELETE order/{orderId}: the owner cancels an unpaid order (404 for anyone else's). */
export async function cancelOrder(
  db: Db,
  input: { tenantId: number; orderId: number; reason?: string; now?: Date },
): Promise<OrderRow> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.id, input.orderId), eq(mallOrders.tenantId, input.tenantId)));
    if (!order) throw new AppError(404, 'orderNotFound');
    const transition = nextOrderStatus(order.status, 'cancel');
    if (!transition.ok) throw new AppError(400, transition.reason);
    const cancelled = await cancelUnpaidOrder(tx, order, 'cancel', input.reason ?? CANCEL_REASONS.user, now);
    // Paid or cancelled between the read and the update.
    if (!cancelled) throw new AppError(409, 'orderCannotCancel');
    return cancelled;
  });
}
