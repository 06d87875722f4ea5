import { TRAFFIC_SOURCE_LABELS, type TrafficSource } from '@common/rules/traffic-source';

/** A traffic source as the admin screens name it; an unknown one (older rows) shows as stored. */
export const sourceLabel = (source: string) => TRAFFIC_SOURCE_LABELS[source as TrafficSource] ?? source;
