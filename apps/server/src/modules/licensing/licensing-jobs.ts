import type { Job } from '../../platform/jobs/scheduler.ts';
import { purgeEndedTrials } from './purge-ended-trials.ts';

/** The licensing module's scheduled jobs, each run by one process at a time under its lease. */
export const LICENSING_JOBS: readonly Job[] = [
  { name: 'mall/purge-ended-trials', everyMs: 60 * 60_000, run: (db, now) => purgeEndedTrials(db, now) },
];
