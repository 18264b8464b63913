import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { cancelUnpaidOrder } from './cancel-order.ts';
import { CANCEL_REASONS } from './order-view.ts';
import { mallOrders } from './orders.tables.ts';

const BATCH = 200;

/** The job (every minute): unpaid orders past their pay deadline are cancelled, their coupons given back. */
export async function cancelOverdueOrders(db: Db, now = new Date()): Promise<{ cancelled: number }> {
  let cancelled = 0;
  for (;;) {
    const overdue = await db
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.status, 'unpaid'), lte(mallOrders.payDeadline, now)))
      .orderBy(asc(mallOrders.payDeadline))
      .limit(BATCH);
    for (const order of overdue) {
      const done = await db.transaction((tx) => cancelUnpaidOrder(tx, order, 'expire', CANCEL_REASONS.timeout, now));
      if (done) cancelled += 1;
    }
    if (overdue.length < BATCH) return { cancelled };
  }
}
