import type { CampaignCouponTerms, CampaignStep, LotteryDraw, LotteryInfo } from '@tallybook/domain';
import { loginHref } from '../../lib/login-link';

/** What the campaign page shows besides its template (issue 16): its offer, by kind, and the next step. */
export interface CampaignCoupons {
  status: 'upcoming' | 'running' | 'ended';
  startsAt: string;
  endsAt: string | null;
  coupons: CampaignCouponTerms[];
  /** The merchant's state of each coupon; null for a visitor who is not logged in. */
  mine: Array<{
    couponId: number;
    state: 'unclaimed' | 'unused' | 'used' | 'expired';
    expiresAt: string | null;
  }> | null;
}

export interface CampaignPromotion {
  status: 'upcoming' | 'running' | 'ended';
  startsAt: string;
  serviceNumber: string;
  goods: Array<{ skuId: number; name: string; priceFen: number; promotionPriceFen: number }>;
  /**
   * Why the logged-in merchant may not buy a SKU at the campaign's price (check-buy-in-discount: taken
   * once already, not a first purchase...), by SKU id; empty for a visitor, who is asked at checkout.
   */
  refusals?: Record<number, string>;
}

export interface CampaignOffers {
  lottery: LotteryInfo | null;
  records: LotteryDraw[] | null;
  coupons: CampaignCoupons | null;
  promotion: CampaignPromotion | null;
  next: { step: CampaignStep; text: string; link: string | null } | null;
}

export const CAMPAIGN_INTENTS = ['draw', 'share', 'claim'] as const;
export type CampaignIntent = (typeof CAMPAIGN_INTENTS)[number];

/** What a draw, a share or a claim answered, for the page to say. */
export type CampaignActionResult =
  | { intent: 'draw'; ok: true; won: boolean; prizeName: string; chancesLeft: number }
  | { intent: 'share'; ok: true; chancesLeft: number }
  | { intent: 'claim'; ok: true; couponId: number; expiresAt: string }
  | { intent: CampaignIntent; ok: false; message: string };

/** The login page, and back to this campaign page (its path and query, `?lang=` kept) to act. */
export function loginLink(place: string): string {
  return loginHref(place);
}
