import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app';
import { createHealthCheck } from './service';

/** GET /api/health answers `healthResponseSchema` (common/contracts/health.ts), checked in the service. */
export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const checkHealth = createHealthCheck({ db: deps.db, queue: deps.queue, maxAgeMs: deps.config.HEALTH_MAX_AGE_MS });
  app.get('/api/health', async (_request, reply) => {
    const { statusCode, json } = await checkHealth();
    return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);
  });
};
