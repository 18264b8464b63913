// The identity module's public face.
export type { LicencesOf } from './accounts.ts';
export { type CurrentUser, currentUser } from './current-user.ts';
export { type IdentityRoutesOptions, identityRoutes } from './identity.routes.ts';
