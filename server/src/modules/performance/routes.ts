import { beaconResponseSchema, performanceResponseSchema, playerBeaconSchema } from '@common/contracts/performance';
import { PUBLIC_BODY_LIMIT_BYTES } from '@common/contracts/funnel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireFeature } from './gate';
import type { PerformanceDeps } from './performance-deps';
import { getPerformance, recordBeacon } from './performance-service';

/** Player beacons (anyone: share pages are public) and the creator's performance page. */
export const performanceRoutes: FastifyPluginAsyncZod<PerformanceDeps> = async (app, deps) => {
  app.post(
    '/api/performance/beacons',
    { bodyLimit: PUBLIC_BODY_LIMIT_BYTES, config: { csrf: 'same-origin' }, schema: { body: playerBeaconSchema, response: { 202: beaconResponseSchema } } },
    async (request, reply) => {
      const sender = { ip: request.ip, userAgent: request.headers['user-agent'], userId: (await app.sessions.currentUser(request, reply))?.id ?? null };
      return reply.code(202).send({ counted: await recordBeacon({ db: deps.db, now: deps.now() }, request.body, sender) });
    },
  );

  app.get('/api/performance', { preHandler: app.sessions.requireUser, schema: { response: { 200: performanceResponseSchema } } }, async (request, reply) => {
    await requireFeature(request, 'performance');
    reply.header('cache-control', 'no-store');
    return { groups: await getPerformance(deps.db, request.user!.id) };
  });
};
