// The tracking module's public face.
export { ensureLogPartitions } from './ensure-log-partitions.ts';
export { TRACKING_WRITES_PER_ADDRESS, type TrackingRoutesOptions, trackingRoutes } from './tracking.routes.ts';
