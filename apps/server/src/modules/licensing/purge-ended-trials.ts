import { TRIAL_DATA_RETENTION_DAYS } from '@tallybook/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { mallLicences } from './licences.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The job (hourly): a trial that ended more than 30 days ago is purged. Its data is the
 * licence's workspace, which does not exist yet (the workspace module will delete its rows
 * here); until then the licence is marked purged_at, which takes it out of the user's licences.
 */
export async function purgeEndedTrials(db: Db, now = new Date()): Promise<{ purged: number }> {
  const before = new Date(now.getTime() - TRIAL_DATA_RETENTION_DAYS * DAY_MS);
  const purged = await db
    .update(mallLicences)
    .set({ purgedAt: now, updatedAt: now })
    .where(and(eq(mallLicences.trial, true), isNull(mallLicences.purgedAt), lt(mallLicences.expiresAt, before)))
    .returning({ id: mallLicences.id });
  return { purged: purged.length };
}
