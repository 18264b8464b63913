import type { CampaignCouponTerms, CampaignWindow, Language } from '@tallybook/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { couponDefinitions, grantedCouponStates } from '../orders/index.ts';
import { campaignCouponClaims, campaignCoupons } from './campaign-coupons.tables.ts';
import { findCampaign, windowOf } from './find-campaign.ts';

export type CampaignCouponRow = typeof campaignCoupons.$inferSelect;

/** The coupons a campaign offers, in their order. */
export async function campaignOffers(db: Db, campaignId: number): Promise<CampaignCouponRow[]> {
  return db
    .select()
    .from(campaignCoupons)
    .where(eq(campaignCoupons.campaignId, campaignId))
    .orderBy(asc(campaignCoupons.position), asc(campaignCoupons.id));
}

/** GET coupon-activity-time: when the campaign runs (upcoming and ended ones too, for the page to say so). */
export async function couponActivityTime(db: Db, alias: string, now = new Date()): Promise<CampaignWindow> {
  return windowOf(await findCampaign(db, alias), now);
}

/** GET coupon-info: the campaign's window and the terms of each coupon it offers. */
export async function couponInfo(
  db: Db,
  input: { alias: string; language: Language; now?: Date },
): Promise<Omit<CampaignWindow, 'now'> & { coupons: CampaignCouponTerms[] }> {
  const campaign = await findCampaign(db, input.alias);
  const offers = await campaignOffers(db, campaign.id);
  const terms = await couponDefinitions(
    db,
    offers.map((offer) => offer.couponId),
    input.language,
  );
  const { now: _now, ...window } = windowOf(campaign, input.now ?? new Date());
  return {
    ...window,
    coupons: offers.flatMap((offer) => {
      const coupon = terms.get(offer.couponId);
      if (!coupon) return [];
      const { couponId: _couponId, ...rest } = coupon;
      return [{ ...rest, couponId: offer.id, stockLeft: offer.stock === null ? null : offer.stock - offer.claimed }];
    }),
  };
}

/** GET coupon-status: for each coupon of the campaign, whether this merchant claimed it and where it stands. */
export async function couponStatus(
  db: Db,
  input: { alias: string; tenantId: number; now?: Date },
): Promise<{
  alias: string;
  coupons: Array<{
    couponId: number;
    state: 'unclaimed' | 'unused' | 'used' | 'expired';
    couponUserId: number | null;
    expiresAt: string | null;
  }>;
}> {
  const campaign = await findCampaign(db, input.alias);
  const offers = await campaignOffers(db, campaign.id);
  const claims =
    offers.length === 0
      ? []
      : await db
          .select()
          .from(campaignCouponClaims)
          .where(
            and(
              eq(campaignCouponClaims.tenantId, input.tenantId),
              inArray(
                campaignCouponClaims.campaignCouponId,
                offers.map((offer) => offer.id),
              ),
            ),
          );
  const states = await grantedCouponStates(
    db,
    input.tenantId,
    claims.map((claim) => claim.couponUserId),
    input.now,
  );
  return {
    alias: campaign.alias,
    coupons: offers.map((offer) => {
      const claim = claims.find((candidate) => candidate.campaignCouponId === offer.id);
      const granted = claim ? states.get(claim.couponUserId) : undefined;
      return {
        couponId: offer.id,
        state: granted?.state ?? 'unclaimed',
        couponUserId: granted?.couponUserId ?? null,
        expiresAt: granted?.expiresAt.toISOString() ?? null,
      };
    }),
  };
}
