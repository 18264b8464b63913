// The content module's public face: the only file another part of the server may import.

export { advertisementRoutes } from './advertisements.routes.ts';
export { contentRoutes } from './content.routes.ts';
export { type DownloadsOptions, downloadsAdminRoutes, downloadsRoutes } from './downloads.routes.ts';
export { listProducts, productNameOf } from './list-products.ts';
export { DOWNLOADS_PATH, type PackageSource } from './package-availability.ts';
export { seedAdvertisements } from './seed/seed-advertisements.ts';
export { seedAgreements } from './seed/seed-agreements.ts';
export { seedCases } from './seed/seed-cases.ts';
export { seedHelpCentre } from './seed/seed-help.ts';
export { seedNews } from './seed/seed-news.ts';
export { seedProductVersions } from './seed/seed-product-versions.ts';
export { seedProducts } from './seed/seed-products.ts';
export { seedContactChannels, seedFriendshipLinks, seedPartners, seedSlides } from './seed/seed-site.ts';
