import { caseStudiesResponseSchema } from '@common/contracts/case-studies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { listCaseStudies } from './repository';

/** Public promotional data: no session needed; a short shared cache keeps the pricing page cheap. */
export const caseStudyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  app.get('/api/case-studies', { schema: { response: { 200: caseStudiesResponseSchema } } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(await listCaseStudies(deps.db)),
  );
};
