import { livenessResponseSchema, readinessResponseSchema } from '@common/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkReadiness } from './readiness';
import { createHealthCheck, type HealthDeps } from './service';

const probeSchema = (summary: string, ok: typeof livenessResponseSchema | typeof readinessResponseSchema) => ({
  tags: ['health'],
  summary,
  response: { 200: ok, 503: readinessResponseSchema },
});

/**
 * GET /api/health answers `healthResponseSchema` (common/contracts/health.ts), checked in the service.
 * GET /healthz (liveness: the process answers, no database) and GET /readyz (readiness: database,
 * migrations, queue) are the probes an orchestrator uses (deploy/, docs/decisions/053).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (app, deps) => {
  const checkHealth = createHealthCheck(deps);
  app.get('/api/health', async (_request, reply) => {
    const { statusCode, json } = await checkHealth();
    return reply.code(statusCode).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(json);
  });
  app.get('/healthz', { schema: probeSchema('Liveness: the process answers', livenessResponseSchema) }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'alive' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );
  app.get('/readyz', { schema: probeSchema('Readiness: database, migrations and queue', readinessResponseSchema) }, async (_request, reply) => {
    const { statusCode, body } = await checkReadiness(deps);
    return reply.code(statusCode).header('cache-control', 'no-store').send(body);
  });
};
