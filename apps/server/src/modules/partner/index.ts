// The partner module's public face: the partner and promoter programme (spec §7 Promoter module).
// It holds the promoters who joined from the personal centre and, from issue 14, partner
// applications and partners; issue 14 its customers, home and team; issue 15 its income (decision 0039)
// and its activations of services for customers by pay link (decision 0040).

export { refundToOrderingBalance } from './activations.ts';
export { attributeNewMerchant } from './attribution.ts';
export { partnerCertificateRoutes } from './certificate/certificate.routes.ts';
export { PARTNER_JOBS, releaseExpiredCustomers } from './customer-pool-job.ts';
export { partnerDeviceRoutes } from './devices.routes.ts';
export { partnerIncomeRoutes } from './income/income.routes.ts';
export {
  DEFAULT_INCOME_SETTINGS,
  type IncomeSettings,
  PARTNER_REBATE_EXPENSE,
  partnerAccounts,
} from './income/income-accounts.ts';
export { partnerIncomeAdminRoutes } from './income/income-admin.routes.ts';
export { incomeJobs, rebateReversalStep, rebateStep } from './income/income-jobs.ts';
export { settleTopUp } from './ordering-top-ups.ts';
export { partnerRoutes } from './partner.routes.ts';
export { type PartnerActivationRoutesOptions, partnerActivationRoutes } from './partner-activations.routes.ts';
export { type PartnerAdminOptions, partnerAdminRoutes } from './partner-admin.routes.ts';
export { type PartnerCustomerRoutesOptions, partnerCustomerRoutes } from './partner-customers.routes.ts';
export { partnerHomeRoutes } from './partner-home.routes.ts';
export { partnerOrderingAdminRoutes, partnerOrderingRoutes } from './partner-ordering.routes.ts';
export { partnerOutboxHandlers } from './partner-outbox.ts';
export { partnerRecommendRoutes } from './partner-recommend.routes.ts';
export { joinPromoter, promoterOf } from './promoters.ts';
