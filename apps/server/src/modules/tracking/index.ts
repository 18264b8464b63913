// The tracking module's public face.
export { ensureLogPartitions } from './ensure-log-partitions.ts';
export { trackingRoutes } from './tracking.routes.ts';
