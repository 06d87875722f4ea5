// The performance module's one face to other modules (ADR 016): player beacons, per-video performance, the creator's analytics, the plan gate.
export { getPerformance, recordBeacon } from './performance-service';
export { getCreatorAnalytics } from './analytics-service';
export { requireFeature, type InsightsFeature } from './gate';
