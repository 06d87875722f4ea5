import { sceneStillParamsSchema } from '@common/contracts/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMedia } from '../../http/media/send-media';
import { sceneStillOf, type SceneStillDeps } from './scene-still';

/**
 * GET /api/studio/videos/{id}/scenes/{index}/still: the storyboard's frame of one scene (issue 29).
 * Its own plugin because it needs the media tools, which the rest of the studio routes do not.
 */
export const sceneStillRoutes: FastifyPluginAsyncZod<SceneStillDeps> = async (app, deps) => {
  app.get(
    '/api/studio/videos/:videoId/scenes/:index/still',
    { onRequest: app.sessions.requireUser, schema: { params: sceneStillParamsSchema } },
    async (request, reply) => {
      const key = await sceneStillOf(deps, request.user!.id, request.params.videoId, request.params.index);
      // a render's file never changes (an edit is a new video id), so neither does its still: only the owner's browser keeps it
      return sendMedia(request, reply, deps.storage, key, { cacheControl: 'private, max-age=31536000, immutable' });
    },
  );
};
