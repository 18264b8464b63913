// The support module's public face: the customer-service chat.
export { type SupportRoutesOptions, supportRoutes } from './support.routes.ts';
