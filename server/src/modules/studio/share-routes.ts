import { sharePageParamsSchema, sharedVideoSchema, shareTokenParamsSchema } from '@common/contracts/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { sendMedia } from '../../http/media/send-media';
import { CAPTION_CONTENT_TYPES, captionsOf } from './captions-service';
import { renderSharePage } from './share-page';
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

  // the page itself, with the link preview's tags for unfurlers that run no JavaScript; any token shape gets the page
  app.get('/share/:token', { schema: { params: sharePageParamsSchema } }, async (request, reply) => {
    const html = await renderSharePage(deps, request.params.token);
    if (html === null) return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.get('/api/share/:token/media', { schema: { params: shareTokenParamsSchema } }, async (request, reply) => {
    const video = await findSharedVideo(deps.db, request.params.token);
    return sendMedia(request, reply, deps.storage, video.mediaKey!, { private: true });
  });

  // the captions of a shared voiced video: WebVTT for the share page's text track, both to download
  for (const format of ['vtt', 'srt'] as const) {
    app.get(`/api/share/:token/captions.${format}`, { schema: { params: shareTokenParamsSchema } }, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .type(CAPTION_CONTENT_TYPES[format])
        .send(captionsOf(await findSharedVideo(deps.db, request.params.token), format)),
    );
  }

  // public (link previews fetch it from their servers) but brief: a revoked link's poster goes with it
  app.get('/api/share/:token/poster', { schema: { params: shareTokenParamsSchema } }, async (request, reply) => {
    const video = await findSharedVideo(deps.db, request.params.token);
    if (!video.posterKey) throw new AppError('NOT_FOUND', 'This video has no poster yet.');
    return sendMedia(request, reply, deps.storage, video.posterKey, { cacheControl: 'public, max-age=300' });
  });
};
