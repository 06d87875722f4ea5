import {
  demoGenerateRequestSchema,
  demoGenerateResponseSchema,
  demoStatusResponseSchema,
  jobIdParamsSchema,
  mediaIdParamsSchema,
  showcaseCandidatesResponseSchema,
  showcaseSettingsRequestSchema,
  showcaseSettingsSchema,
  videoDetailsResponseSchema,
  videoIdParamsSchema,
} from '@common/contracts/video';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSecureRequest } from '../../http/cookies';
import { getDemoStatus, requestDemoVideo } from './demo-service';
import { getVideoDetails, streamRender } from './media-service';
import { getShowcaseSettings, listShowcaseCandidates, updateShowcaseSettings } from './showcase-service';
import type { VideoDeps } from './video-deps';
import { visitorIdOf } from './visitor-cookie';

/** The free demo, the media proxies, video details and the showcase settings. */
export const videoRoutes: FastifyPluginAsyncZod<VideoDeps> = async (app, deps) => {
  app.post(
    '/api/demo/generate-video',
    { schema: { body: demoGenerateRequestSchema, response: { 202: demoGenerateResponseSchema } } },
    async (request, reply) =>
      reply.code(202).send(await requestDemoVideo(deps, request.body, { visitorId: visitorIdOf(request, reply, isSecureRequest(request, deps.config)), ip: request.ip })),
  );

  app.get('/api/demo/videos/:jobId/status', { schema: { params: jobIdParamsSchema, response: { 200: demoStatusResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDemoStatus(deps, request.params.jobId);
  });

  app.get('/api/public/video-proxy/:id', { schema: { params: mediaIdParamsSchema } }, (request, reply) =>
    streamRender(deps, request, reply, request.params.id, false),
  );

  app.get('/api/public/demo-video-proxy/:id', { schema: { params: mediaIdParamsSchema } }, (request, reply) =>
    streamRender(deps, request, reply, request.params.id, true),
  );

  app.get('/api/animation/videos/:videoId/details', { schema: { params: videoIdParamsSchema, response: { 200: videoDetailsResponseSchema } } }, (request) =>
    getVideoDetails(deps, request.params.videoId),
  );

  app.get('/api/showcase/settings', { schema: { response: { 200: showcaseSettingsSchema } } }, () => getShowcaseSettings(deps));

  app.put(
    '/api/showcase/settings',
    { schema: { body: showcaseSettingsRequestSchema, response: { 200: showcaseSettingsSchema } }, preHandler: app.sessions.requireAdmin },
    (request) => updateShowcaseSettings(deps, request.body, request.user!.id),
  );

  app.get(
    '/api/showcase/candidates',
    { schema: { response: { 200: showcaseCandidatesResponseSchema } }, preHandler: app.sessions.requireAdmin },
    () => listShowcaseCandidates(deps),
  );
};
