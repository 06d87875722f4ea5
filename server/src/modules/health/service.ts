/** The health module's face: the probe and the worker heartbeat. */
export { createHealthCheck, type HealthDeps } from './health-check';
export { recordWorkerHeartbeat } from './repository';
