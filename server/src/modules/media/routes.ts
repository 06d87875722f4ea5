import { MEDIA_LIMITS } from '@common/catalog/media';
import {
  brandKitInputSchema,
  brandKitResponseSchema,
  MEDIA_MESSAGES,
  mediaAssetSchema,
  mediaIdParamsSchema,
  mediaListResponseSchema,
  recordingListResponseSchema,
} from '@common/contracts/media';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { sendMedia } from '../../http/media/send-media';
import {
  deleteMedia,
  getBrandKit,
  getOwnedMedia,
  listMedia,
  listRecordings,
  saveBrandKit,
  toMediaAsset,
  uploadMedia,
  uploadRecording,
  type MediaDeps,
  type UploadPart,
} from './service';

/** The one file of a multipart request, read as a stream (never buffered) up to the largest allowed size. */
async function filePartOf(request: FastifyRequest, maxBytes: number = MEDIA_LIMITS.clipMaxBytes): Promise<UploadPart | undefined> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  try {
    return await request.file({ limits: { files: 1, fileSize: maxBytes, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 100 } });
  } catch (error) {
    // the multipart parser's own errors ("Unexpected end of form", a malformed part header) are the sender's
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status < 500)) throw error;
    throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.malformed);
  }
}

function declaredBytesOf(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length']);
  return Number.isFinite(length) ? length : undefined;
}

/**
 * The creator's own media (uploads) and brand kit (docs/decisions/027). Everything is private:
 * another creator's id answers 404 exactly like an id that never existed.
 */
export const mediaRoutes: FastifyPluginAsyncZod<MediaDeps> = async (app, deps) => {
  // only these routes read multipart bodies; everywhere else such a body stays a 415
  await app.register(multipart, { limits: { files: 1, fileSize: MEDIA_LIMITS.clipMaxBytes } });
  app.addHook('onRequest', app.sessions.requireUser);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  app.get('/api/media', { schema: { response: { 200: mediaListResponseSchema } } }, async (request) => listMedia(deps, request.user!.id));
  app.post('/api/media', { schema: { consumes: ['multipart/form-data'], response: { 201: mediaAssetSchema } } }, async (request, reply) =>
    reply.code(201).send(toMediaAsset(await uploadMedia(deps, request.user!.id, await filePartOf(request), declaredBytesOf(request)))),
  );
  // voice-over recordings (docs/decisions/066): the creator's media of kind `audio`
  app.get('/api/media/recordings', { schema: { response: { 200: recordingListResponseSchema } } }, async (request) => listRecordings(deps, request.user!.id));
  app.post('/api/media/recordings', { schema: { consumes: ['multipart/form-data'], response: { 201: mediaAssetSchema } } }, async (request, reply) =>
    reply
      .code(201)
      .send(toMediaAsset(await uploadRecording(deps, request.user!.id, await filePartOf(request, MEDIA_LIMITS.recordingMaxBytes), declaredBytesOf(request)))),
  );
  app.get('/api/media/:mediaId/file', { schema: { params: mediaIdParamsSchema } }, async (request, reply) =>
    sendMedia(request, reply, deps.storage, (await getOwnedMedia(deps, request.user!.id, request.params.mediaId)).storageKey, { private: true }),
  );
  app.delete('/api/media/:mediaId', { schema: { params: mediaIdParamsSchema } }, async (request, reply) => {
    await deleteMedia(deps, request.user!.id, request.params.mediaId);
    return reply.code(204).send();
  });

  app.get('/api/brand-kit', { schema: { response: { 200: brandKitResponseSchema } } }, async (request) => ({
    brandKit: await getBrandKit(deps, request.user!.id),
  }));
  app.put('/api/brand-kit', { schema: { body: brandKitInputSchema, response: { 200: brandKitResponseSchema } } }, async (request) => ({
    brandKit: await saveBrandKit(deps, request.user!.id, request.body),
  }));
};
