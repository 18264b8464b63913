import { APP_PROMOTION_FREE_MEMBERSHIP_DAYS, TRIAL_EDITION, TRIAL_SEATS } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { TALLYBOOK_SERVICE } from '../catalogue/index.ts';
import { mallGrants, mallLicences } from './licences.tables.ts';
import { findLicence } from './licences-of.ts';

export const APP_PROMOTION_GRANT = 'app-promotion-15-days';
export const APP_PROMOTION_DAYS = APP_PROMOTION_FREE_MEMBERSHIP_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The app promotion's 15 days of free membership: extends the user's Tallybook licence by 15 days
 * from max(now, expiry), or creates a 15-day trial when there is none (a trial stays a trial; a
 * perpetual buyout needs nothing). Once per user: false when it was given before.
 */
export async function grantAppPromotionMembership(db: Db, tenantId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(mallGrants)
      .values({ tenantId, grant: APP_PROMOTION_GRANT, grantedAt: now })
      .onConflictDoNothing()
      .returning({ tenantId: mallGrants.tenantId });
    if (recorded.length === 0) return false;

    const licence = await findLicence(tx, tenantId, TALLYBOOK_SERVICE);
    if (!licence) {
      await tx.insert(mallLicences).values({
        tenantId,
        serviceCode: TALLYBOOK_SERVICE,
        level: TRIAL_EDITION,
        users: TRIAL_SEATS.users,
        stores: TRIAL_SEATS.stores,
        subscribeType: 1,
        trial: true,
        startsAt: now,
        expiresAt: new Date(now.getTime() + APP_PROMOTION_DAYS * DAY_MS),
        updatedAt: now,
      });
      return true;
    }
    if (licence.expiresAt === null) return true;
    const from = Math.max(now.getTime(), licence.expiresAt.getTime());
    await tx
      .update(mallLicences)
      .set({ expiresAt: new Date(from + APP_PROMOTION_DAYS * DAY_MS), purgedAt: null, updatedAt: now })
      .where(and(eq(mallLicences.tenantId, licence.tenantId), eq(mallLicences.id, licence.id)));
    return true;
  });
}
