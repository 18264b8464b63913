// The referral module's public face: campaigns (the activity template, lotteries, campaign coupons
// and promotions: decision 0045) and the invite-and-reward programme (issue 16, decision 0044):
// invite codes, bindings, awards on the ledger, red packets.
export { awardDetail } from './award-reads.ts';
export {
  accrueFirstOrderAward,
  matureAwards,
  referralAwardStep,
  referralRefundStep,
  reverseRefundedOrderAwards,
} from './awards.ts';
export { bindAtRegistration } from './bind-invitee.ts';
export {
  CAMPAIGN_LOG_WRITES_PER_ADDRESS,
  type CampaignLinkRoutesOptions,
  campaignLinkRoutes,
  SHORT_LINKS_PER_ADDRESS,
} from './campaign-links.routes.ts';
export { campaignOfferRoutes } from './campaign-offers.routes.ts';
export { type InviteRoutesOptions, inviteRoutes } from './invite.routes.ts';
export { priceAtCampaign } from './promotion-prices.ts';
export { REFERRAL_LOG_TABLES } from './referral.partitioned.ts';
export { referralRoutes } from './referral.routes.ts';
export { REFERRAL_AWARD_EXPENSE, referralAccounts } from './referral-accounts.ts';
export { type ReferralAdminOptions, referralAdminRoutes } from './referral-admin.routes.ts';
export { referralJobs } from './referral-jobs.ts';
export { seedCampaignOffers } from './seed/seed-campaign-offers.ts';
export { seedCampaigns } from './seed/seed-campaigns.ts';
