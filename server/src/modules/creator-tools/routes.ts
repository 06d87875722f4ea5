import {
  GENERATOR_IDS,
  GENERATOR_SCHEMAS,
  generateResponseSchema,
  hookVariantsRequestSchema,
  hookVariantsResponseSchema,
  savedItemInputSchema,
  savedItemParamsSchema,
  savedItemSchema,
  savedItemUpdateSchema,
  savedListQuerySchema,
  savedListResponseSchema,
} from '@common/contracts/creator-tools';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StructuredGeneration } from '../../providers/generator/index';
import type { StudioDeps } from '../studio/service';
import { editSavedItem, generateForUser, listSavedItems, removeSavedItem, saveItem, testHooksAsVariants } from './service';

export type CreatorToolsDeps = StudioDeps & { generation: StructuredGeneration };

/** A generator's input is a few short texts: anything bigger than this is refused before parsing. */
const GENERATE_BODY_LIMIT = 8 * 1024;

/** The creator tools (ADR 023): one generate route per generator, and the saved library. */
export const creatorToolsRoutes: FastifyPluginAsyncZod<CreatorToolsDeps> = async (app, deps) => {
  const auth = { onRequest: app.sessions.requireUser };

  for (const tool of GENERATOR_IDS) {
    app.post(
      `/api/creator-tools/generate/${tool}`,
      { ...auth, bodyLimit: GENERATE_BODY_LIMIT, schema: { body: GENERATOR_SCHEMAS[tool].input, response: { 200: generateResponseSchema } } },
      async (request) => generateForUser({ db: deps.db, generation: deps.generation, now: deps.now() }, request.user!.id, tool, request.body as never),
    );
  }

  app.post(
    '/api/creator-tools/hook-variants',
    { ...auth, schema: { body: hookVariantsRequestSchema, response: { 201: hookVariantsResponseSchema } } },
    async (request, reply) => reply.code(201).send(await testHooksAsVariants(deps, { id: request.user!.id, plan: request.user!.plan }, request.body)),
  );

  app.get(
    '/api/creator-tools/saved',
    { ...auth, schema: { querystring: savedListQuerySchema, response: { 200: savedListResponseSchema } } },
    async (request) => ({
      items: await listSavedItems(deps.db, request.user!.id, request.query),
    }),
  );
  app.post('/api/creator-tools/saved', { ...auth, schema: { body: savedItemInputSchema, response: { 201: savedItemSchema } } }, async (request, reply) =>
    reply.code(201).send(await saveItem(deps.db, request.user!.id, request.body, deps.now())),
  );
  app.patch(
    '/api/creator-tools/saved/:id',
    { ...auth, schema: { params: savedItemParamsSchema, body: savedItemUpdateSchema, response: { 200: savedItemSchema } } },
    async (request) => editSavedItem(deps.db, request.user!.id, request.params.id, request.body, deps.now()),
  );
  app.delete('/api/creator-tools/saved/:id', { ...auth, schema: { params: savedItemParamsSchema } }, async (request, reply) => {
    await removeSavedItem(deps.db, request.user!.id, request.params.id);
    return reply.code(204).send();
  });
};
