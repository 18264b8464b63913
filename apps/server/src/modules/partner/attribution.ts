import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { readBusinessSetting } from '../../platform/settings/business-settings.ts';
import { ensureOwnTenant } from '../tenancy/index.ts';
import { protectionEnd, takeCustomer } from './customers.ts';
import { partnerCustomerHistory, partnerCustomers } from './partner.tables.ts';
import { CUSTOMER_PROTECTION_DAYS } from './partner-settings.ts';
import { findReferralCode } from './referral-codes.ts';

/** The partner a referral code brings customers to (its own code, or a team promoter's), if any. */
export async function partnerOfCode(db: Db, rawCode: string) {
  const found = await findReferralCode(db, rawCode);
  if (!found?.partner) return undefined;
  const { promoter, partner } = found;
  return { promoterId: promoter.id, partnerId: partner.id, partnerUserId: partner.userId, name: partner.name };
}

/**
 * A merchant who registered with a partner's (or team promoter's) referral code becomes that
 * partner's customer (source link), protected for the protection period. Runs in the account's own
 * transaction (identity's OnUserCreated); an unknown code, or one that is nobody's partner code,
 * changes nothing and never fails the registration.
 */
export async function attributeNewMerchant(
  tx: Db,
  userId: number,
  promoterCode: string | undefined,
  now = new Date(),
): Promise<void> {
  if (!promoterCode) return;
  const found = await partnerOfCode(tx, promoterCode);
  if (!found || found.partnerUserId === userId) return;
  const merchantId = await ensureOwnTenant(tx, userId, now);
  const [created] = await tx
    .insert(partnerCustomers)
    .values({
      merchantId,
      partnerId: found.partnerId,
      promoterId: found.promoterId,
      source: 'link',
      ownedSince: now,
      protectedUntil: protectionEnd(now, await readBusinessSetting(tx, CUSTOMER_PROTECTION_DAYS)),
    })
    .onConflictDoNothing()
    .returning({ merchantId: partnerCustomers.merchantId });
  if (!created) return;
  await tx.insert(partnerCustomerHistory).values({
    merchantId,
    event: 'attributed',
    fromPartnerId: null,
    toPartnerId: found.partnerId,
    source: 'link',
    at: now,
  });
}

/**
 * POST invite-bind: the logged-in merchant binds itself to the partner of a referral code (source
 * invite), unless another partner protects it (409). Already that partner's: bound false, nothing
 * changes, however often it is repeated. A partner cannot bind itself.
 */
export async function bindByInvitation(
  db: Db,
  userId: number,
  rawCode: string,
  now = new Date(),
): Promise<{ bound: boolean; partnerName: string; protectedUntil: string | null }> {
  const found = await partnerOfCode(db, rawCode);
  if (!found) throw new AppError(404, 'referralCodeNotFound');
  if (found.partnerUserId === userId) throw new AppError(400, 'customerIsYourself');
  const merchantId = await ensureOwnTenant(db, userId, now);
  const { taken, row } = await takeCustomer(
    db,
    { merchantId, partnerId: found.partnerId, promoterId: found.promoterId, source: 'invite' },
    now,
  );
  return { bound: taken, partnerName: found.name, protectedUntil: row.protectedUntil?.toISOString() ?? null };
}
