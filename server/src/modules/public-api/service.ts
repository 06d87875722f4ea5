/**
 * The public API's face (issue 18, docs/decisions/025-public-api.md): routes for app.ts, the
 * webhook subscribers and user-data step for the job registry, the delivery attempt for its job.
 */
export { publicApiRoutes, publicApiV1Routes } from './routes';
export { publicApiSubscribers } from './subscribers';
export { publicApiUserData } from './user-data';
export { attemptWebhookDelivery } from './customer-webhooks';
