import {
  createPreviewsRequestSchema,
  previewAllowanceSchema,
  previewMediaParamsSchema,
  previewSetParamsSchema,
  previewSetSchema,
} from '@common/contracts/previews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMedia } from '../../http/media/send-media';
import { createPreviewSet, getPreviewAllowance, getPreviewSet, previewMediaKey } from './preview-service';
import type { StudioDeps } from './studio-deps';
import type { Creator } from './video-service';

/** Style previews before paying (issue 29, docs/decisions/067). */
export const previewRoutes: FastifyPluginAsyncZod<StudioDeps> = async (app, deps) => {
  app.addHook('onRequest', app.sessions.requireUser);
  const creatorOf = (request: { user: Creator | null }) => ({ id: request.user!.id, plan: request.user!.plan });

  app.get('/api/studio/previews/allowance', { schema: { response: { 200: previewAllowanceSchema } } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await getPreviewAllowance(deps, request.user!.id)),
  );
  app.post('/api/studio/previews', { schema: { body: createPreviewsRequestSchema, response: { 202: previewSetSchema } } }, async (request, reply) =>
    reply
      .code(202)
      .header('cache-control', 'no-store')
      .send(await createPreviewSet(deps, creatorOf(request), request.body)),
  );
  app.get('/api/studio/previews/:setId', { schema: { params: previewSetParamsSchema, response: { 200: previewSetSchema } } }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await getPreviewSet(deps, request.user!.id, request.params.setId)),
  );
  app.get('/api/studio/previews/:setId/:visualStyle/media', { schema: { params: previewMediaParamsSchema } }, async (request, reply) =>
    sendMedia(request, reply, deps.storage, await previewMediaKey(deps.db, request.user!.id, request.params.setId, request.params.visualStyle), {
      private: true,
    }),
  );
};
