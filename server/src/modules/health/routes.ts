import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHealthCheck, type HealthDeps } from './service';

/** GET /api/health answers `healthResponseSchema` (common/contracts/health.ts), checked in the service. */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  const checkHealth = createHealthCheck(deps);
  app.get('/api/health', async (_request, reply) => {
    const { statusCode, json } = await checkHealth();
    return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);
  });
};
