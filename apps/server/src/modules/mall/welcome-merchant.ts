import type { Db } from '../../platform/db/database.ts';
import { grantTrial } from './grant-trial.ts';
import { grantWelcomeCoupons } from './grant-welcome-coupons.ts';

/** A new account (identity's onUserCreated): the 15-day trial and the welcome coupons. */
export async function welcomeMerchant(db: Db, tenantId: number, now = new Date()): Promise<void> {
  await grantTrial(db, tenantId, now);
  await grantWelcomeCoupons(db, tenantId, now);
}
