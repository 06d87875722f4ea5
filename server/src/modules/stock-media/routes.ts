import {
  stockAvailabilitySchema,
  stockCreditsQuerySchema,
  stockCreditsResponseSchema,
  stockImportRequestSchema,
  stockMediaSchema,
  stockSearchQuerySchema,
  stockSearchResponseSchema,
} from '@common/contracts/stock-media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditsForVideo, getStockAvailability, importStockMedia, searchStockMedia, type StockMediaDeps } from './service';

/** Stock photos and clips from Pexels and Pixabay (ADR 028); hidden in the studio when no library has a key. */
export const stockMediaRoutes: FastifyPluginAsyncZod<StockMediaDeps> = async (app, deps) => {
  const auth = { onRequest: app.sessions.requireUser };
  app.get('/api/stock-media', { ...auth, schema: { response: { 200: stockAvailabilitySchema } } }, async () => getStockAvailability(deps));
  app.get('/api/stock-media/search', { ...auth, schema: { querystring: stockSearchQuerySchema, response: { 200: stockSearchResponseSchema } } }, (request) =>
    searchStockMedia(deps, request.user!.id, request.query),
  );
  app.post(
    '/api/stock-media/import',
    { ...auth, schema: { body: stockImportRequestSchema, response: { 200: stockMediaSchema, 201: stockMediaSchema } } },
    async (request, reply) => {
      const { media, isNew } = await importStockMedia(deps, request.user!.id, request.body);
      return reply.code(isNew ? 201 : 200).send(media);
    },
  );
  // the credits are the libraries' public attribution, so any signed-in viewer of a video may read them
  app.get(
    '/api/stock-media/credits',
    { ...auth, schema: { querystring: stockCreditsQuerySchema, response: { 200: stockCreditsResponseSchema } } },
    async (request) => ({
      credits: await creditsForVideo(deps.db, request.query.ids),
    }),
  );
};
