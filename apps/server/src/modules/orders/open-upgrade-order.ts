import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { lockLicence } from '../licensing/index.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import { CANCEL_REASONS, type OrderRow } from './order-view.ts';
import { mallOrders } from './orders.tables.ts';

/**
 * One open upgrade order per licence (issue 12): "Upgrade → OK" again answers the unpaid upgrade
 * order still open when it is priced the same and asks for nothing else (no coupon, contact or
 * fapiao of its own); otherwise the open ones are cancelled as superseded (their coupons given
 * back) and the caller places a new one. The licence row is locked first, so two clicks at once
 * leave one order, not two.
 */
export async function reusableUpgradeOrder(
  tx: Db,
  input: { tenantId: number; serviceNumber: string; amount: number; plain: boolean },
  now: Date,
): Promise<OrderRow | undefined> {
  await lockLicence(tx, { tenantId: input.tenantId, serviceNumber: input.serviceNumber });
  const open = await tx
    .select()
    .from(mallOrders)
    .where(
      and(
        eq(mallOrders.tenantId, input.tenantId),
        eq(mallOrders.serviceNumber, input.serviceNumber),
        eq(mallOrders.kind, 'upgrade'),
        eq(mallOrders.status, 'unpaid'),
        gt(mallOrders.payDeadline, now),
      ),
    )
    .orderBy(desc(mallOrders.id));
  const [newest, ...older] = open;
  for (const stale of older) await cancelUnpaidOrder(tx, stale, 'cancel', CANCEL_REASONS.superseded, now);
  if (!newest) return undefined;
  if (input.plain && newest.amount === input.amount) return newest;
  await cancelUnpaidOrder(tx, newest, 'cancel', CANCEL_REASONS.superseded, now);
  return undefined;
}
