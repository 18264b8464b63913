import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/envelope.ts';
import { grantCoupon } from '../orders/index.ts';
import { campaignCouponClaims, campaignCoupons } from './campaign-coupons.tables.ts';
import { assertRunning, findCampaign } from './find-campaign.ts';
import { type CampaignCouponRow, campaignOffers } from './read-campaign-coupons.ts';

export interface ClaimedCoupon {
  couponId: number;
  couponUserId: number;
  expiresAt: string;
}

interface Claimant {
  alias: string;
  tenantId: number;
  userId: number;
  now: Date;
}

/**
 * Claims one offer for a merchant, in the caller's transaction: the offer's count goes up within its
 * stock, the mall coupon is granted, and the claim is recorded under its key (merchant, offer). Of
 * concurrent claims of one merchant, the first commits; the others meet its key and roll back
 * (409 campaignCouponClaimed), coupon and count included.
 */
async function claimOffer(tx: Db, offer: CampaignCouponRow, claimant: Claimant): Promise<ClaimedCoupon> {
  const mine = and(
    eq(campaignCouponClaims.tenantId, claimant.tenantId),
    eq(campaignCouponClaims.campaignCouponId, offer.id),
  );
  const [earlier] = await tx.select({ id: campaignCouponClaims.couponUserId }).from(campaignCouponClaims).where(mine);
  if (earlier) throw new AppError(409, 'campaignCouponClaimed');
  const [counted] = await tx
    .update(campaignCoupons)
    .set({ claimed: sql`${campaignCoupons.claimed} + 1` })
    .where(
      and(
        eq(campaignCoupons.id, offer.id),
        or(isNull(campaignCoupons.stock), lt(campaignCoupons.claimed, campaignCoupons.stock)),
      ),
    )
    .returning({ id: campaignCoupons.id });
  if (!counted) throw new AppError(409, 'campaignCouponsGone');
  const granted = await grantCoupon(tx, {
    tenantId: claimant.tenantId,
    couponId: offer.couponId,
    reason: `campaign ${claimant.alias}`,
    now: claimant.now,
  });
  if (!granted) throw new Error(`campaign coupon ${offer.id} names a coupon that does not exist`);
  const [claimed] = await tx
    .insert(campaignCouponClaims)
    .values({
      tenantId: claimant.tenantId,
      campaignCouponId: offer.id,
      userId: claimant.userId,
      couponUserId: granted.couponUserId,
      claimedAt: claimant.now,
    })
    .onConflictDoNothing()
    .returning({ couponUserId: campaignCouponClaims.couponUserId });
  if (!claimed) throw new AppError(409, 'campaignCouponClaimed');
  return { couponId: offer.id, couponUserId: granted.couponUserId, expiresAt: granted.expiresAt.toISOString() };
}

/** POST coupon-user: claims one coupon of a running campaign, once per merchant. */
export async function claimCampaignCoupon(
  db: Db,
  input: { alias: string; couponId: number; tenantId: number; userId: number; now?: Date },
): Promise<ClaimedCoupon> {
  const now = input.now ?? new Date();
  const campaign = await findCampaign(db, input.alias);
  const offer = (await campaignOffers(db, campaign.id)).find((candidate) => candidate.id === input.couponId);
  if (!offer) throw new AppError(404, 'couponNotFound');
  assertRunning(campaign, now);
  return db.transaction((tx) => claimOffer(tx, offer, { ...input, now }));
}

/**
 * POST coupon-by-config: every coupon the campaign's configuration offers that this merchant has not
 * claimed yet, each claimed as coupon-user claims it (a coupon out of stock is left out). Nothing left
 * to give is 409: campaignCouponClaimed when the merchant holds them all, campaignCouponsGone otherwise.
 */
export async function claimCampaignCouponPack(
  db: Db,
  input: { alias: string; tenantId: number; userId: number; now?: Date },
): Promise<{ granted: ClaimedCoupon[] }> {
  const now = input.now ?? new Date();
  const campaign = await findCampaign(db, input.alias);
  assertRunning(campaign, now);
  const offers = await campaignOffers(db, campaign.id);
  if (offers.length === 0) throw new AppError(404, 'campaignNotFound');
  const granted: ClaimedCoupon[] = [];
  let heldAll = true;
  for (const offer of offers) {
    try {
      granted.push(await db.transaction((tx) => claimOffer(tx, offer, { ...input, now })));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.messageKey !== 'campaignCouponClaimed') heldAll = false;
    }
  }
  if (granted.length === 0) throw new AppError(409, heldAll ? 'campaignCouponClaimed' : 'campaignCouponsGone');
  return { granted };
}
