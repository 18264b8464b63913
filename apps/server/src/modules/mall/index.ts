// The mall module's public face.
export { mallCustomerRoutes } from './customer.routes.ts';
export { grantAppPromotionMembership } from './grant-app-promotion-membership.ts';
export { grantTrial } from './grant-trial.ts';
export { grantCoupon, grantWelcomeCoupons } from './grant-welcome-coupons.ts';
export { isPayingUser, licencesOf, workspaceAccessOf } from './licences-of.ts';
export { type MallRoutesOptions, mallRoutes } from './mall.routes.ts';
export { MALL_JOBS } from './mall-jobs.ts';
export { seedMallCatalogue } from './seed/catalogue.ts';
export { seedAdvertisements } from './seed/seed-advertisements.ts';
export { ORDER_PAID } from './settle-payment.ts';
export { welcomeMerchant } from './welcome-merchant.ts';
