// The identity module's public face.
export { identityRoutes } from './identity.routes.ts';
