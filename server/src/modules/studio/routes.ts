import {
  createVariantRequestSchema,
  createVideoRequestSchema,
  downloadQuerySchema,
  draftIdParamsSchema,
  draftInputSchema,
  draftSchema,
  draftsResponseSchema,
  listVideosQuerySchema,
  listVideosResponseSchema,
  renameVideoRequestSchema,
  retryVideoRequestSchema,
  shareResponseSchema,
  studioVideoSchema,
} from '@common/contracts/studio';
import { videoIdParamsSchema } from '@common/contracts/video';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { sendMedia } from '../../http/media/send-media';
import { CAPTION_CONTENT_TYPES, captionsOf, type CaptionFormat } from './captions-service';
import { createDraft, listDrafts, toDraft } from './draft-repository';
import { changeDraft, getDraft, removeDraft } from './draft-service';
import { deleteOwnedVideo, getOwnedVideo, getOwnedVideoView, listVideos, renameOwnedVideo } from './library-service';
import { revokeShare, shareVideo } from './share-service';
import type { StudioDeps } from './studio-deps';
import { packageVideo } from './video-package';
import { toStudioVideo } from './video-presenter';
import { createStudioVideo, createVariant, retryVideo, type Creator } from './video-service';

function downloadName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'reelwright-video'}.mp4`;
}

/**
 * The signed-in creator's studio: drafts, videos, variants, retries, shares. Every call is
 * scoped to the caller: another creator's id answers 404 exactly like an id that never existed.
 */
export const studioRoutes: FastifyPluginAsyncZod<StudioDeps> = async (app, deps) => {
  app.addHook('onRequest', app.sessions.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const creatorOf = (request: { user: Creator | null }) => ({ id: request.user!.id, plan: request.user!.plan });

  app.get('/api/studio/drafts', { schema: { response: { 200: draftsResponseSchema } } }, async (request) => ({
    drafts: (await listDrafts(deps.db, request.user!.id)).map(toDraft),
  }));
  app.post('/api/studio/drafts', { schema: { body: draftInputSchema, response: { 201: draftSchema } } }, async (request, reply) =>
    reply.code(201).send(toDraft(await createDraft(deps.db, request.user!.id, request.body, deps.now()))),
  );
  app.get('/api/studio/drafts/:draftId', { schema: { params: draftIdParamsSchema, response: { 200: draftSchema } } }, async (request) =>
    toDraft(await getDraft(deps.db, request.user!.id, request.params.draftId)),
  );
  app.put('/api/studio/drafts/:draftId', { schema: { params: draftIdParamsSchema, body: draftInputSchema, response: { 200: draftSchema } } }, async (request) =>
    toDraft(await changeDraft(deps.db, request.user!.id, request.params.draftId, request.body, deps.now())),
  );
  app.delete('/api/studio/drafts/:draftId', { schema: { params: draftIdParamsSchema } }, async (request, reply) => {
    await removeDraft(deps.db, request.user!.id, request.params.draftId);
    return reply.code(204).send();
  });

  app.post('/api/studio/videos', { schema: { body: createVideoRequestSchema, response: { 202: studioVideoSchema } } }, async (request, reply) =>
    reply.code(202).send(toStudioVideo(await createStudioVideo(deps, creatorOf(request), request.body))),
  );
  app.get('/api/studio/videos', { schema: { querystring: listVideosQuerySchema, response: { 200: listVideosResponseSchema } } }, async (request) => {
    const { rows, nextCursor } = await listVideos(deps.db, request.user!.id, request.query);
    return { videos: rows.map(toStudioVideo), nextCursor };
  });
  app.get('/api/studio/videos/:videoId', { schema: { params: videoIdParamsSchema, response: { 200: studioVideoSchema } } }, async (request) =>
    getOwnedVideoView(deps.db, request.user!.id, request.params.videoId),
  );
  app.patch(
    '/api/studio/videos/:videoId',
    { schema: { params: videoIdParamsSchema, body: renameVideoRequestSchema, response: { 200: studioVideoSchema } } },
    async (request) => {
      await renameOwnedVideo(deps.db, request.user!.id, request.params.videoId, request.body.title, deps.now());
      return toStudioVideo(await getOwnedVideo(deps.db, request.user!.id, request.params.videoId));
    },
  );
  app.delete('/api/studio/videos/:videoId', { schema: { params: videoIdParamsSchema } }, async (request, reply) => {
    await deleteOwnedVideo(deps.db, request.user!.id, request.params.videoId, deps.now());
    return reply.code(204).send();
  });
  app.post(
    '/api/studio/videos/:videoId/variants',
    { schema: { params: videoIdParamsSchema, body: createVariantRequestSchema, response: { 202: studioVideoSchema } } },
    async (request, reply) => reply.code(202).send(toStudioVideo(await createVariant(deps, creatorOf(request), request.params.videoId, request.body))),
  );
  app.post(
    '/api/studio/videos/:videoId/retry',
    { schema: { params: videoIdParamsSchema, body: retryVideoRequestSchema, response: { 202: studioVideoSchema } } },
    async (request, reply) =>
      reply.code(202).send(toStudioVideo(await retryVideo(deps, creatorOf(request), request.params.videoId, request.body.idempotencyKey))),
  );
  app.get('/api/studio/videos/:videoId/media', { schema: { params: videoIdParamsSchema, querystring: downloadQuerySchema } }, async (request, reply) => {
    const video = await getOwnedVideo(deps.db, request.user!.id, request.params.videoId);
    if (video.status !== 'completed' || !video.mediaKey) throw new AppError('NOT_FOUND', 'This video is not ready yet.');
    return sendMedia(request, reply, deps.storage, video.mediaKey, {
      private: true,
      ...(request.query.download ? { downloadName: downloadName(video.title ?? video.prompt) } : {}),
    });
  });
  app.get('/api/studio/videos/:videoId/package', { schema: { params: videoIdParamsSchema } }, async (request, reply) => {
    const { fileName, stream } = await packageVideo(deps, request.user!.id, request.params.videoId);
    return reply.type('application/zip').header('content-disposition', `attachment; filename="${fileName}"`).send(stream);
  });
  app.get('/api/studio/videos/:videoId/poster', { schema: { params: videoIdParamsSchema } }, async (request, reply) => {
    const video = await getOwnedVideo(deps.db, request.user!.id, request.params.videoId);
    if (video.status !== 'completed' || !video.posterKey) throw new AppError('NOT_FOUND', 'This video has no poster yet.');
    // only the owner's browser keeps it; the poster under this URL never changes
    return sendMedia(request, reply, deps.storage, video.posterKey, { cacheControl: 'private, max-age=31536000, immutable' });
  });
  for (const format of ['vtt', 'srt'] as CaptionFormat[]) {
    app.get(`/api/studio/videos/:videoId/captions.${format}`, { schema: { params: videoIdParamsSchema } }, async (request, reply) =>
      reply.type(CAPTION_CONTENT_TYPES[format]).send(captionsOf(await getOwnedVideo(deps.db, request.user!.id, request.params.videoId), format)),
    );
  }
  app.post('/api/studio/videos/:videoId/share', { schema: { params: videoIdParamsSchema, response: { 200: shareResponseSchema } } }, async (request) => {
    const token = await shareVideo(deps.db, request.user!.id, request.params.videoId, deps.now());
    return { token, url: `/share/${token}` };
  });
  app.delete('/api/studio/videos/:videoId/share', { schema: { params: videoIdParamsSchema } }, async (request, reply) => {
    await revokeShare(deps.db, request.user!.id, request.params.videoId, deps.now());
    return reply.code(204).send();
  });
};
