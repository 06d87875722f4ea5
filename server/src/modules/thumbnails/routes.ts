import { thumbnailParamsSchema, thumbnailQuerySchema, TITLE_AREA_HEADER } from '@common/contracts/thumbnails';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MediaStorage } from '../../providers/storage/index';
import { requireFeature } from '../performance/service';
import { renderThumbnail } from './thumbnail-service';

export type ThumbnailRouteDeps = { db: Database; storage: MediaStorage; config: Config; now: () => Date };

/** GET /api/thumbnails/{videoId}.png: the preview and the export are the same picture (docs/decisions/024). */
export const thumbnailRoutes: FastifyPluginAsyncZod<ThumbnailRouteDeps> = async (app, deps) => {
  app.get(
    '/api/thumbnails/:videoId.png',
    { onRequest: app.sessions.requireUser, schema: { params: thumbnailParamsSchema, querystring: thumbnailQuerySchema } },
    async (request, reply) => {
      await requireFeature(deps, request, 'thumbnails');
      const { png, titleArea, fileName } = await renderThumbnail({ db: deps.db, storage: deps.storage, config: deps.config, now: deps.now() }, request.user!.id, {
        videoId: request.params.videoId,
        ...request.query,
      });
      if (titleArea) reply.header(TITLE_AREA_HEADER, `${titleArea.x},${titleArea.y},${titleArea.width},${titleArea.height}`);
      if (request.query.download) reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.header('cache-control', 'private, no-store').type('image/png').send(png);
    },
  );
};
