import type { Job } from '../../platform/jobs/scheduler.ts';
import { cancelOverdueOrders } from './cancel-overdue-orders.ts';

/** The orders module's scheduled jobs (decision 0012), each run by one process at a time under its lease. */
export const ORDERS_JOBS: readonly Job[] = [
  { name: 'mall/cancel-overdue-orders', everyMs: 60_000, run: (db, now) => cancelOverdueOrders(db, now) },
];
