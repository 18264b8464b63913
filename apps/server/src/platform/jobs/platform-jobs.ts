import { purgeIdempotencyKeys } from '../idempotency/idempotency.ts';
import type { Job } from './scheduler.ts';

const HOUR_MS = 60 * 60_000;

/** The platform's own scheduled jobs, run by one process at a time under their leases. */
export const PLATFORM_JOBS: readonly Job[] = [
  { name: 'platform/purge-idempotency-keys', everyMs: HOUR_MS, run: (db, now) => purgeIdempotencyKeys(db, now) },
];
