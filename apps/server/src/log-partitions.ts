import { REFERRAL_LOG_TABLES } from './modules/referral/index.ts';
import { TRACKING_LOG_TABLES } from './modules/tracking/index.ts';
import type { Db } from './platform/db/database.ts';
import { ensureMonthlyPartitions } from './platform/db/log-partitions.ts';

/** Every module's write-heavy logs, in tables partitioned by month (ARCHITECTURE.md, decision 0007). */
export const LOG_TABLES = [...TRACKING_LOG_TABLES, ...REFERRAL_LOG_TABLES] as const;

/** Makes this month's partitions of every log table and the next `monthsAhead` months'. */
export const ensureLogPartitions = (db: Db, now = new Date(), monthsAhead = 2) =>
  ensureMonthlyPartitions(db, LOG_TABLES, now, monthsAhead);
