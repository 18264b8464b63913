// Demo content: each demo campaign's own picture (apps/web/public/images/campaigns), by alias.
// issue 64: every campaign showed the same picture of a phone and a laptop.
export const CAMPAIGN_PICTURES = {
  'spring-baidu': '/images/campaigns/stocktake.svg',
  'summer-2025': '/images/campaigns/summer.svg',
  'lucky-draw': '/images/campaigns/lucky-draw.svg',
  'coupon-pack': '/images/campaigns/coupon-pack.svg',
  'first-year-offer': '/images/campaigns/first-year-offer.svg',
} as const;

export type DemoCampaign = keyof typeof CAMPAIGN_PICTURES;
