import { voiceIdParamsSchema, voiceLibraryResponseSchema } from '@common/contracts/voice-library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendMedia } from '../../http/media/send-media';
import { getVoicePreviewKey, listLibraryVoices, type VoiceLibraryDeps } from './service';

/** A preview's bytes never change under its key (one per voice and engine). */
const PREVIEW_CACHE = 'private, max-age=86400';

/** `/voice-library`'s API (ADR 028): the catalogue with the plan that unlocks each voice, and cached previews. */
export const voiceLibraryRoutes: FastifyPluginAsyncZod<VoiceLibraryDeps> = async (app, deps) => {
  const auth = { onRequest: app.sessions.requireUser };
  app.get('/api/voices', { ...auth, schema: { response: { 200: voiceLibraryResponseSchema } } }, (request) => listLibraryVoices(deps, request.user!.id));
  app.get('/api/voices/:id/preview', { ...auth, schema: { params: voiceIdParamsSchema } }, async (request, reply) =>
    sendMedia(request, reply, deps.storage, await getVoicePreviewKey(deps, request.params.id), { cacheControl: PREVIEW_CACHE }),
  );
};
