import type { Job } from '../../platform/jobs/scheduler.ts';
import { cancelOverdueOrders } from './cancel-overdue-orders.ts';
import { purgeEndedTrials } from './purge-ended-trials.ts';

const MINUTE_MS = 60_000;

/** The mall's scheduled jobs (decision 0012), each run by one process at a time under its lease. */
export const MALL_JOBS: readonly Job[] = [
  { name: 'mall/cancel-overdue-orders', everyMs: MINUTE_MS, run: (db, now) => cancelOverdueOrders(db, now) },
  { name: 'mall/purge-ended-trials', everyMs: 60 * MINUTE_MS, run: (db, now) => purgeEndedTrials(db, now) },
];
