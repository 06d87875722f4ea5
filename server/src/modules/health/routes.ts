import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@common/contracts/health';
import type { AppDeps } from '../../app';
import { checkHealth } from './service';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const health = await checkHealth(deps);
      return reply.header('cache-control', 'no-store').code(health.status === 'down' ? 503 : 200).send(health);
    },
  );
};
