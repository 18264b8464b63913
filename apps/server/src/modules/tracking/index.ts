// The tracking module's public face.
export {
  type AdConversionRoutesOptions,
  adConversionRoutes,
  CONVERSIONS_PER_ADDRESS,
  trackingAdminRoutes,
} from './ad-conversions.routes.ts';
export { ensureLogPartitions } from './ensure-log-partitions.ts';
export { forwardDueConversions } from './forward-conversions.ts';
export { type MerchantOrigin, recordMerchantAttribution } from './merchant-attribution.ts';
export { TRACKING_WRITES_PER_ADDRESS, type TrackingRoutesOptions, trackingRoutes } from './tracking.routes.ts';
