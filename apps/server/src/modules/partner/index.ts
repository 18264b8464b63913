// The partner module's public face: the partner and promoter programme (spec §7 Promoter module).
// It holds the promoters who joined from the personal centre and, from issue 14, partner
// applications and partners; issues 14 and 15 grow it.

export { partnerRoutes } from './partner.routes.ts';
export { type PartnerAdminOptions, partnerAdminRoutes } from './partner-admin.routes.ts';
export { partnerOutboxHandlers } from './partner-outbox.ts';
export { joinPromoter, promoterOf } from './promoters.ts';
