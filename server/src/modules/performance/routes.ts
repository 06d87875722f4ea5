import {
  analyticsQuerySchema,
  beaconResponseSchema,
  creatorAnalyticsSchema,
  performanceResponseSchema,
  playerBeaconSchema,
} from '@common/contracts/performance';
import { PUBLIC_BODY_LIMIT_BYTES } from '@common/contracts/funnel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultLearningContent } from '../learning/service';
import { activityCsv, getCreatorAnalytics } from './creator-analytics';
import { requireFeature } from './gate';
import type { PerformanceDeps } from './performance-deps';
import { getPerformance, recordBeacon } from './performance-service';

/** Player beacons (anyone: share pages are public), the creator's performance page and analytics. */
export const performanceRoutes: FastifyPluginAsyncZod<PerformanceDeps> = async (app, deps) => {
  const content = defaultLearningContent();
  const analyticsOf = (userId: string, period: 'day' | 'week') => getCreatorAnalytics({ db: deps.db, content, now: deps.now() }, userId, period);
  app.post(
    '/api/performance/beacons',
    { bodyLimit: PUBLIC_BODY_LIMIT_BYTES, config: { csrf: 'same-origin' }, schema: { body: playerBeaconSchema, response: { 202: beaconResponseSchema } } },
    async (request, reply) => {
      const sender = { ip: request.ip, userAgent: request.headers['user-agent'], userId: (await app.sessions.currentUser(request, reply))?.id ?? null };
      return reply.code(202).send({ counted: await recordBeacon({ db: deps.db, now: deps.now() }, request.body, sender) });
    },
  );

  app.get('/api/performance', { onRequest: app.sessions.requireUser, schema: { response: { 200: performanceResponseSchema } } }, async (request, reply) => {
    await requireFeature(deps, request, 'performance');
    reply.header('cache-control', 'no-store');
    return { groups: await getPerformance(deps.db, request.user!.id) };
  });

  app.get(
    '/api/performance/analytics',
    { onRequest: app.sessions.requireUser, schema: { querystring: analyticsQuerySchema, response: { 200: creatorAnalyticsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return analyticsOf(request.user!.id, request.query.period);
    },
  );

  app.get('/api/performance/analytics.csv', { onRequest: app.sessions.requireUser, schema: { querystring: analyticsQuerySchema } }, async (request, reply) => {
    const csv = activityCsv(await analyticsOf(request.user!.id, request.query.period));
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="reelwright-analytics-by-${request.query.period}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(csv);
  });
};
