// The tracking module's public face.
export {
  type AdConversionRoutesOptions,
  adConversionRoutes,
  CONVERSIONS_PER_ADDRESS,
  trackingAdminRoutes,
} from './ad-conversions.routes.ts';
export { forwardDueConversions } from './forward-conversions.ts';
export { type MerchantOrigin, recordMerchantAttribution } from './merchant-attribution.ts';
/** The tracking module's log tables, partitioned by month (decision 0007). */
export { PARTITIONED_TABLES as TRACKING_LOG_TABLES } from './tracking.partitioned.ts';
export { TRACKING_ROWS_PER_ADDRESS, type TrackingRoutesOptions, trackingRoutes } from './tracking.routes.ts';
