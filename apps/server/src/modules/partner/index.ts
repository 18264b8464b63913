// The partner module's public face: the partner and promoter programme (spec §7 Promoter module).
// It holds the promoters who joined from the personal centre and, from issue 14, partner
// applications and partners; issues 14 and 15 grow it.

export { attributeNewMerchant } from './attribution.ts';
export { partnerCertificateRoutes } from './certificate/certificate.routes.ts';
export { PARTNER_JOBS, releaseExpiredCustomers } from './customer-pool-job.ts';
export { partnerDeviceRoutes } from './devices.routes.ts';
export { partnerRoutes } from './partner.routes.ts';
export { type PartnerAdminOptions, partnerAdminRoutes } from './partner-admin.routes.ts';
export { type PartnerCustomerRoutesOptions, partnerCustomerRoutes } from './partner-customers.routes.ts';
export { partnerHomeRoutes } from './partner-home.routes.ts';
export { partnerOutboxHandlers } from './partner-outbox.ts';
export { joinPromoter, promoterOf } from './promoters.ts';
