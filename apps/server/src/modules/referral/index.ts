// The referral module's public face (campaigns for now; invites and rewards come with their issue).
export { referralRoutes } from './referral.routes.ts';
export { seedCampaigns } from './seed/seed-campaigns.ts';
