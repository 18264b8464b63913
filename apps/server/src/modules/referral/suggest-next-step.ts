import { type CampaignStep, campaignStatus, type Language, message } from '@tallybook/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { grantedCouponStates } from '../orders/index.ts';
import { campaignCouponClaims, campaignCoupons } from './campaign-coupons.tables.ts';
import { findCampaign } from './find-campaign.ts';
import { lotteries, lotteryDraws } from './lottery.tables.ts';
import { chancesOf } from './lottery-chances.ts';
import { buyInDiscount } from './promotion-prices.ts';
import { promotions } from './promotions.tables.ts';

export interface NextStep {
  step: CampaignStep;
  text: string;
  link: string | null;
}

/** The coupons this merchant holds from the campaign (claimed, or won in its lottery), not used yet. */
async function holdsUnusedCoupon(db: Db, campaignId: number, tenantId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .select({ couponUserId: campaignCouponClaims.couponUserId })
    .from(campaignCouponClaims)
    .innerJoin(campaignCoupons, eq(campaignCoupons.id, campaignCouponClaims.campaignCouponId))
    .where(and(eq(campaignCouponClaims.tenantId, tenantId), eq(campaignCoupons.campaignId, campaignId)));
  const won = await db
    .select({ couponUserId: lotteryDraws.couponUserId })
    .from(lotteryDraws)
    .innerJoin(lotteries, eq(lotteries.id, lotteryDraws.lotteryId))
    .where(
      and(
        eq(lotteryDraws.tenantId, tenantId),
        eq(lotteries.campaignId, campaignId),
        isNotNull(lotteryDraws.couponUserId),
      ),
    );
  const ids = [...claimed, ...won].flatMap((row) => (row.couponUserId === null ? [] : [row.couponUserId]));
  const states = await grantedCouponStates(db, tenantId, ids, now);
  return [...states.values()].some((coupon) => coupon.state === 'unused');
}

/**
 * GET suggestion: the campaign page's next step for this caller, in this order: log in; draw while
 * draws are left; claim a coupon still to claim; buy at the campaign price while allowed; share for
 * one more draw; use a coupon from the campaign at checkout; otherwise browse the mall.
 */
export async function suggestNextStep(
  db: Db,
  input: { alias: string; tenantId?: number | undefined; language: Language; now?: Date },
): Promise<NextStep> {
  const now = input.now ?? new Date();
  const { language } = input;
  const campaign = await findCampaign(db, input.alias);
  const step = (name: CampaignStep, text: Parameters<typeof message>[1], link: string | null): NextStep => ({
    step: name,
    text: message(language, text),
    link,
  });
  const status = campaignStatus(campaign, now);
  if (status === 'upcoming') return step('upcoming', 'campaignNotStarted', null);
  if (status === 'ended') return step('ended', 'campaignEnded', '/mall');
  if (input.tenantId === undefined) {
    return step('login', 'campaignStepLogin', `/login?next=${encodeURIComponent(`/auto-activity/${campaign.alias}`)}`);
  }
  const tenantId = input.tenantId;
  const [lottery] = await db.select().from(lotteries).where(eq(lotteries.campaignId, campaign.id));
  const chances = lottery ? await chancesOf(db, tenantId, { ...lottery, campaign }, now) : undefined;
  if (chances && chances.left > 0) return step('draw', 'campaignStepDraw', null);

  const offers = await db
    .select({ id: campaignCoupons.id, stock: campaignCoupons.stock, claimed: campaignCoupons.claimed })
    .from(campaignCoupons)
    .where(eq(campaignCoupons.campaignId, campaign.id));
  if (offers.length > 0) {
    const mine = await db
      .select({ id: campaignCouponClaims.campaignCouponId })
      .from(campaignCouponClaims)
      .where(
        and(
          eq(campaignCouponClaims.tenantId, tenantId),
          inArray(
            campaignCouponClaims.campaignCouponId,
            offers.map((offer) => offer.id),
          ),
        ),
      );
    const toClaim = offers.some(
      (offer) => !mine.some((claim) => claim.id === offer.id) && (offer.stock === null || offer.claimed < offer.stock),
    );
    if (toClaim) return step('claim', 'campaignStepClaim', null);
  }

  const [promotion] = await db
    .select({ serviceNumber: promotions.serviceNumber })
    .from(promotions)
    .where(eq(promotions.campaignId, campaign.id));
  if (promotion && (await buyInDiscount(db, { alias: campaign.alias, tenantId, now })).allowed) {
    return step('buy', 'campaignStepBuy', `/mall/${promotion.serviceNumber}?campaign=${campaign.alias}`);
  }
  if (chances?.shareAvailable) return step('share', 'campaignStepShare', null);
  if (await holdsUnusedCoupon(db, campaign.id, tenantId, now)) return step('checkout', 'campaignStepCheckout', '/mall');
  return step('browse', 'campaignStepBrowse', '/mall');
}
