// The mall module's public face.
export { mallRoutes } from './mall.routes.ts';
export { seedAdvertisements } from './seed/seed-advertisements.ts';
