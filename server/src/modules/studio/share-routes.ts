import { sharedVideoSchema, shareTokenParamsSchema } from '@common/contracts/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMedia } from '../../http/media/send-media';
import { countShareView, findSharedVideo, toSharedVideo } from './share-service';
import type { StudioDeps } from './studio-deps';

/** Share links, open to anyone holding the token until the owner revokes it. */
export const shareRoutes: FastifyPluginAsyncZod<StudioDeps> = async (app, deps) => {
  app.get('/api/share/:token', { schema: { params: shareTokenParamsSchema, response: { 200: sharedVideoSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const video = await findSharedVideo(deps.db, request.params.token);
    const viewer = await app.sessions.currentUser(request, reply);
    await countShareView(
      deps.db,
      { token: request.params.token, renderJobId: video.id, ownerUserId: video.ownerUserId },
      { userAgent: request.headers['user-agent'], referrer: request.headers.referer, viewerUserId: viewer?.id ?? null, ip: request.ip },
      deps.now(),
    );
    return toSharedVideo(request.params.token, video);
  });

  app.get('/api/share/:token/media', { schema: { params: shareTokenParamsSchema } }, async (request, reply) => {
    const video = await findSharedVideo(deps.db, request.params.token);
    return sendMedia(request, reply, deps.storage, video.mediaKey!, { private: true });
  });
};
