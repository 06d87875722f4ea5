import { productImportRequestSchema, productImportResponseSchema } from '@common/contracts/product-import';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertUnderLimit, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import { importProductPage } from './import-product';
import type { ProductImportDeps } from './product-import-deps';

/** Each import fetches a page and up to a dozen images from someone else's server: 30 an hour per creator. */
export const importsPerUser: ThrottleRule = {
  bucket: 'product-import:user',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'You have imported a lot of product pages this hour. Please wait {wait} and try again, or fill the card in by hand.',
};

/** POST /api/studio/product-import: a product card (and its images, stored as uploads) from a product page (docs/decisions/060). */
export const productImportRoutes: FastifyPluginAsyncZod<ProductImportDeps> = async (app, deps) => {
  app.post(
    '/api/studio/product-import',
    { schema: { body: productImportRequestSchema, response: { 200: productImportResponseSchema } }, onRequest: app.sessions.requireUser },
    async (request) => {
      const limit = { db: deps.db, rule: importsPerUser, subjects: [request.user!.id], now: deps.now() };
      await assertUnderLimit(limit);
      await recordThrottleEvent(limit);
      return importProductPage(deps, request.user!.id, request.body.url);
    },
  );
};
