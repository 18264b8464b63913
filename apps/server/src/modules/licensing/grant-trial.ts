import { FREE_TRIAL_DAYS, startOfShanghaiDay, TRIAL_EDITION, TRIAL_SEATS } from '@tallybook/domain';
import type { Db } from '../../platform/db/database.ts';
import { TALLYBOOK_SERVICE } from '../catalogue/index.ts';
import { mallLicences } from './licences.tables.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A trial covers 15 UTC+8 calendar days, today the first: it ends at 00:00 UTC+8 of the 16th. */
export function trialEnd(start: Date): Date {
  return startOfShanghaiDay(new Date(start.getTime() + FREE_TRIAL_DAYS * DAY_MS));
}

/**
 * Decision 0012: a new user's 15-day trial of Tallybook. The trial is TRIAL_EDITION with its
 * TRIAL_SEATS (professional: 3 users, 1 store) so the merchant sees everything before choosing. A user who already has a
 * licence of the service keeps it. True when a trial was granted.
 */
export async function grantTrial(db: Db, tenantId: number, now = new Date()): Promise<boolean> {
  const granted = await db
    .insert(mallLicences)
    .values({
      tenantId,
      serviceCode: TALLYBOOK_SERVICE,
      level: TRIAL_EDITION,
      users: TRIAL_SEATS.users,
      stores: TRIAL_SEATS.stores,
      subscribeType: 1,
      trial: true,
      startsAt: now,
      expiresAt: trialEnd(now),
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [mallLicences.tenantId, mallLicences.serviceCode] })
    .returning({ id: mallLicences.id });
  return granted.length === 1;
}
