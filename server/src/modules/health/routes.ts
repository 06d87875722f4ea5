import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@common/contracts/health';
import type { AppDeps } from '../../app';
import { createHealthCheck } from './service';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const checkHealth = createHealthCheck({ db: deps.db, queue: deps.queue, maxAgeMs: deps.config.HEALTH_MAX_AGE_MS });
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const health = await checkHealth();
      return reply.header('cache-control', 'no-store').code(health.status === 'down' ? 503 : 200).send(health);
    },
  );
};
