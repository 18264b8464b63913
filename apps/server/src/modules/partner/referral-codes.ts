import { isReferralCode } from '@tallybook/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { partners, promoters } from './partner.tables.ts';

type PromoterRow = typeof promoters.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;

/**
 * The promoter a referral code names, with the partner its registrations count for (the partner
 * itself for a partner's own code, the parent for a team promoter) and whether the code is that
 * partner's own. Codes are read aloud and typed, so case does not matter; anything that cannot be a
 * code finds nothing without asking the database.
 */
export async function findReferralCode(
  db: Db,
  raw: string,
): Promise<{ promoter: PromoterRow; partner: PartnerRow | null; ownCode: boolean } | null> {
  const code = raw.trim().toUpperCase();
  if (!isReferralCode(code)) return null;
  const [row] = await db
    .select({ promoter: promoters, partner: partners })
    .from(promoters)
    .leftJoin(partners, eq(partners.id, promoters.partnerId))
    .where(eq(promoters.referralCode, code));
  if (!row) return null;
  return { ...row, ownCode: row.partner !== null && row.partner.userId === row.promoter.userId };
}

/** The partner whose own referral code this is (an apply link's parent); null for any other code. */
export async function partnerIdOfOwnCode(db: Db, raw: string | undefined): Promise<number | null> {
  if (!raw) return null;
  const found = await findReferralCode(db, raw);
  return found?.ownCode ? (found.partner?.id ?? null) : null;
}

/** A partner's own promoter record: its referral code and nickname (made at approval). */
export async function ownPromoterOf(db: Db, partner: Pick<PartnerRow, 'id' | 'userId'>): Promise<PromoterRow> {
  const [row] = await db
    .select()
    .from(promoters)
    .where(and(eq(promoters.userId, partner.userId), eq(promoters.partnerId, partner.id)));
  if (!row) throw new Error(`partner ${partner.id} has no promoter record of its own`);
  return row;
}
