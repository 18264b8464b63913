// The tenancy module's public face (decision 0017): a merchant's tenant and its members.

export { fillTenantProfile, listStores, tenantProfilesRelation } from './merchant-profile.ts';
export { type Customer, requireCustomer } from './require-customer.ts';
export { type Store, shopNamesOf, storesByKey } from './stores.ts';
export { MEMBER_ROLES, type MemberRole } from './tenancy.tables.ts';
export { addMember, ensureOwnTenant, type Member, membersOf, ownedTenantOf, removeMember, roleIn } from './tenants.ts';
