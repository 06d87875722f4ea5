import { batchCheckSchema, batchCsvSchema, batchIdParamsSchema, batchSchema, createBatchRequestSchema } from '@common/contracts/batches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { batchZip } from './batch-zip';
import { checkBatch, createBatch, findCreatorBatch, getBatch } from './batch-service';
import type { StudioDeps } from './studio-deps';
import type { Creator } from './video-service';

/** CSV batches (issue 29): check a file, start it once confirmed, follow it row by row, take every finished video as one ZIP. */
export const batchRoutes: FastifyPluginAsyncZod<StudioDeps> = async (app, deps) => {
  app.addHook('onRequest', app.sessions.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const creatorOf = (request: { user: Creator | null }) => ({ id: request.user!.id, plan: request.user!.plan });

  app.post('/api/studio/batches/check', { schema: { body: batchCsvSchema, response: { 200: batchCheckSchema } } }, async (request) =>
    checkBatch(deps, creatorOf(request), request.body.csv),
  );
  app.post('/api/studio/batches', { schema: { body: createBatchRequestSchema, response: { 201: batchSchema } } }, async (request, reply) =>
    reply.code(201).send(await createBatch(deps, creatorOf(request), request.body)),
  );
  app.get('/api/studio/batches/:batchId', { schema: { params: batchIdParamsSchema, response: { 200: batchSchema } } }, async (request) =>
    getBatch(deps, request.user!.id, request.params.batchId),
  );
  app.get('/api/studio/batches/:batchId/download', { schema: { params: batchIdParamsSchema } }, async (request, reply) =>
    reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="batch-${request.params.batchId.slice(0, 8)}.zip"`)
      .send(await batchZip(deps, await findCreatorBatch(deps, request.user!.id, request.params.batchId))),
  );
};
