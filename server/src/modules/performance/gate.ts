import type { FastifyRequest } from 'fastify';

/** The insights tools a plan may unlock (issue 17: performance and thumbnails need a paid plan). */
export type InsightsFeature = 'performance' | 'thumbnails' | 'analytics';

/**
 * THE ONE PLACE the insights routes ask whether the caller's plan unlocks a tool.
 * STUB until billing lands (PLAN addendum): it allows everything today. At merge the coordinator
 * swaps its body for billing's guard (403 for free users on 'performance' and 'thumbnails').
 */
export async function requireFeature(_request: FastifyRequest, _feature: InsightsFeature): Promise<void> {}
