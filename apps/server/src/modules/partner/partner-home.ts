import {
  type AchievementInfo,
  expiringSoonUntil,
  NICKNAME_MAX_LENGTH,
  type PartnerReferral,
  partnerApplyUrl,
  partnerInviteUrl,
  partnerRegisterUrl,
  REFERRAL_CODE_LOOKUPS_PER_MINUTE,
  type ReferralCodeOwner,
  startOfShanghaiMonth,
} from '@tallybook/domain';
import { and, count, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { countHit } from '../../platform/limits/limits.ts';
import { paidActivationCounts } from './activations.ts';
import { partnerCustomers, partners, promoters } from './partner.tables.ts';
import { partnerRebates } from './partner-income.tables.ts';
import { findReferralCode, ownPromoterOf } from './referral-codes.ts';

type PartnerRow = typeof partners.$inferSelect;

/** How many rows of a table match: the home's figures are counts. */
async function counted(query: Promise<Array<{ value: number }>>): Promise<number> {
  const [row] = await query;
  return Number(row?.value ?? 0);
}

/**
 * GET achievement-info: the partner home's figures, counted from its customers and team now.
 * "This month" is by the business calendar (UTC+8): customers owned since, activations paid since
 * and shares earned since its first instant.
 */
export async function achievementInfo(db: Db, partner: PartnerRow, now = new Date()): Promise<AchievementInfo> {
  const mine = eq(partnerCustomers.partnerId, partner.id);
  const shares = and(eq(partnerRebates.partnerId, partner.id), ne(partnerRebates.state, 'reversed'));
  const [customers, newThisMonth, expiringSoon, promotersInTeam, subPartners, activated, [income]] = await Promise.all([
    counted(db.select({ value: count() }).from(partnerCustomers).where(mine)),
    counted(
      db
        .select({ value: count() })
        .from(partnerCustomers)
        .where(and(mine, gte(partnerCustomers.ownedSince, startOfShanghaiMonth(now)))),
    ),
    counted(
      db
        .select({ value: count() })
        .from(partnerCustomers)
        .where(
          and(
            mine,
            gte(partnerCustomers.protectedUntil, now),
            lte(partnerCustomers.protectedUntil, expiringSoonUntil(now)),
          ),
        ),
    ),
    counted(
      db
        .select({ value: count() })
        .from(promoters)
        .where(and(eq(promoters.partnerId, partner.id), ne(promoters.userId, partner.userId))),
    ),
    counted(db.select({ value: count() }).from(partners).where(eq(partners.parentPartnerId, partner.id))),
    paidActivationCounts(db, partner.id, startOfShanghaiMonth(now)),
    db
      .select({
        month: sql<string>`coalesce(sum(${partnerRebates.amountFen}) filter (where ${partnerRebates.earnedAt} >= ${startOfShanghaiMonth(now).toISOString()}::timestamptz), 0)`,
        total: sql<string>`coalesce(sum(${partnerRebates.amountFen}), 0)`,
      })
      .from(partnerRebates)
      .where(shares),
  ]);
  return {
    customers,
    newThisMonth,
    expiringSoon,
    team: promotersInTeam + subPartners,
    activatedThisMonth: activated.month,
    activatedTotal: activated.total,
    incomeThisMonthFen: Number(income?.month ?? 0),
    incomeTotalFen: Number(income?.total ?? 0),
  };
}

/** GET referral-code: the partner's own code and the invite and register links that carry it. */
export async function partnerReferral(db: Db, partner: PartnerRow, origin: string): Promise<PartnerReferral> {
  const own = await ownPromoterOf(db, partner);
  return {
    referralCode: own.referralCode,
    nickname: own.nickname,
    showFullName: partner.showFullName,
    name: partner.name,
    inviteUrl: partnerInviteUrl(origin, own.referralCode),
    registerUrl: partnerRegisterUrl(origin, own.referralCode),
  };
}

/** POST apply-url: the link under which an applicant becomes this partner's sub-partner. */
export async function partnerApplyLink(db: Db, partner: PartnerRow, origin: string) {
  const own = await ownPromoterOf(db, partner);
  return { referralCode: own.referralCode, applyUrl: partnerApplyUrl(origin, own.referralCode) };
}

/**
 * GET info-by-code: who a referral code belongs to, for the pages a link opens ("invited by …").
 * Public, so it answers only what the partner chose to show (the nickname unless showFullName),
 * never a phone, and an address may ask only so often: codes are not to be read out one by one.
 */
export async function referralCodeOwner(db: Db, code: string, ip: string): Promise<ReferralCodeOwner> {
  if ((await countHit(db, `partner:code:${ip}`, 60_000)) > REFERRAL_CODE_LOOKUPS_PER_MINUTE) {
    throw new AppError(429, 'tooManyRequests');
  }
  const found = await findReferralCode(db, code);
  if (!found) throw new AppError(404, 'referralCodeNotFound');
  const { promoter, partner, ownCode } = found;
  return {
    referralCode: promoter.referralCode,
    kind: ownCode ? 'partner' : 'promoter',
    displayName: ownCode && partner?.showFullName ? partner.name : promoter.nickname,
    companyName: partner?.companyName ?? null,
    level: partner?.level ?? null,
    version: partner?.version ?? null,
  };
}

/** POST nickname: the name on the partner's own promoter record (spec §5: nickname cannot be empty). */
export async function setPartnerNickname(db: Db, partner: PartnerRow, raw: string): Promise<{ nickname: string }> {
  const nickname = raw.trim();
  if (!nickname) throw new AppError(400, 'nicknameEmpty');
  if ([...nickname].length > NICKNAME_MAX_LENGTH)
    throw new AppError(400, 'nicknameTooLong', { max: NICKNAME_MAX_LENGTH });
  const own = await ownPromoterOf(db, partner);
  await db.update(promoters).set({ nickname }).where(eq(promoters.id, own.id));
  return { nickname };
}

/** POST show-full-name: whether the partner's customers see its full name rather than its nickname. */
export async function setShowFullName(db: Db, partner: PartnerRow, show: boolean) {
  await db.update(partners).set({ showFullName: show }).where(eq(partners.id, partner.id));
  return { showFullName: show };
}
