import { mediaIdParamsSchema, videoDetailsResponseSchema, videoIdParamsSchema } from '@common/contracts/video';
import { SHOWCASE_POSTER_URL } from '@common/rules/video-proxy-url';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicMediaDeps } from './public-media-deps';
import { getVideoDetails, sendPublicPoster, sendShowcasePoster, streamRender } from './service';

/** The public media proxies (demo and showcase videos, with HTTP Range) and a video's details. */
export const publicMediaRoutes: FastifyPluginAsyncZod<PublicMediaDeps> = async (app, deps) => {
  app.get('/api/public/video-proxy/:id', { schema: { params: mediaIdParamsSchema } }, (request, reply) =>
    streamRender(deps, request, reply, request.params.id, false),
  );

  app.get('/api/public/demo-video-proxy/:id', { schema: { params: mediaIdParamsSchema } }, (request, reply) =>
    streamRender(deps, request, reply, request.params.id, true),
  );

  app.get('/api/public/posters/:id', { schema: { params: mediaIdParamsSchema } }, (request, reply) =>
    sendPublicPoster(deps, request, reply, request.params.id),
  );

  app.get(SHOWCASE_POSTER_URL, (request, reply) => sendShowcasePoster(deps, request, reply));

  app.get('/api/animation/videos/:videoId/details', { schema: { params: videoIdParamsSchema, response: { 200: videoDetailsResponseSchema } } }, (request) =>
    getVideoDetails(deps, request.params.videoId),
  );
};
