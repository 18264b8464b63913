import type { Job } from '../../platform/jobs/scheduler.ts';
import type { PaymentProviders } from '../../platform/payments/payment-provider.ts';
import { cancelOverdueOrders } from './cancel-overdue-orders.ts';
import { settleRefunds } from './refund-order.ts';

/** The orders module's scheduled jobs (decision 0012), each run by one process at a time under its lease. */
export const ORDERS_JOBS: readonly Job[] = [
  { name: 'mall/cancel-overdue-orders', everyMs: 60_000, run: (db, now) => cancelOverdueOrders(db, now) },
];

/** Refunds still under way (the provider was processing or unreachable) asked again under their number (decision 0043). */
export function refundJobs(payments: Pick<PaymentProviders, 'byName'>): Job[] {
  return [{ name: 'mall/settle-refunds', everyMs: 60_000, run: (db, now) => settleRefunds(db, payments, now) }];
}
