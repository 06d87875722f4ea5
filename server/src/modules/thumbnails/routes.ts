import { thumbnailParamsSchema, thumbnailQuerySchema, TITLE_AREA_HEADER } from '@common/contracts/thumbnails';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireFeature } from '../performance/service';
import { renderThumbnail, type ThumbnailDeps } from './thumbnail-service';

/** GET /api/thumbnails/{videoId}.png: the preview and the export are the same picture (docs/decisions/024). */
export const thumbnailRoutes: FastifyPluginAsyncZod<ThumbnailDeps> = async (app, deps) => {
  app.get(
    '/api/thumbnails/:videoId.png',
    { onRequest: app.sessions.requireUser, schema: { params: thumbnailParamsSchema, querystring: thumbnailQuerySchema } },
    async (request, reply) => {
      await requireFeature(deps, request, 'thumbnails');
      const { png, titleArea, fileName } = await renderThumbnail(deps, request.user!.id, {
        videoId: request.params.videoId,
        ...request.query,
      });
      if (titleArea) reply.header(TITLE_AREA_HEADER, `${titleArea.x},${titleArea.y},${titleArea.width},${titleArea.height}`);
      if (request.query.download) reply.header('content-disposition', `attachment; filename="${fileName}"`);
      return reply.header('cache-control', 'private, no-store').type('image/png').send(png);
    },
  );
};
