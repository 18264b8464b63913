// The referral module's public face (campaigns for now; invites and rewards come with their issue).
export {
  CAMPAIGN_LOG_WRITES_PER_ADDRESS,
  type CampaignLinkRoutesOptions,
  campaignLinkRoutes,
  SHORT_LINKS_PER_ADDRESS,
} from './campaign-links.routes.ts';
export { campaignOfferRoutes } from './campaign-offers.routes.ts';
export { priceAtCampaign } from './promotion-prices.ts';
export { referralRoutes } from './referral.routes.ts';
export { seedCampaignOffers } from './seed/seed-campaign-offers.ts';
export { seedCampaigns } from './seed/seed-campaigns.ts';
