// The catalogue module's public face (decision 0020): the services the mall sells and their SKUs.
export { catalogueRoutes } from './catalogue.routes.ts';
export {
  activeSkuLookup,
  activeSkus,
  annualPriceOf,
  editionName,
  extraPrices,
  findService,
  findSku,
  getService,
  getServiceIntroduction,
  getSkuDays,
  type ServiceRow,
  type ServiceTexts,
  type SkuRow,
  serviceLookup,
  serviceTexts,
  serviceTextsLookup,
  skuName,
} from './get-service.ts';
export { listServices, serviceNames } from './list-services.ts';
export { listSystemEnums, payTypeName } from './list-system-enums.ts';
export { seedCatalogue, TALLYBOOK_SERVICE } from './seed/catalogue.ts';
