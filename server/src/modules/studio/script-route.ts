import { scriptRequestSchema, scriptResponseSchema } from '@common/contracts/script';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertUnderLimit, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import type { StudioDeps } from './studio-deps';

/** A language model costs money per call: 60 drafts an hour per creator is plenty for a person. */
export const scriptsPerUser: ThrottleRule = {
  bucket: 'script:user',
  limit: 60,
  windowMs: 60 * 60_000,
  message: 'You have written a lot of scripts this hour. Please wait {wait} and try again, or edit the scenes you have.',
};

/** POST /api/studio/script: a script draft from the video settings (the LLM, or the templates). */
export const scriptRoute: FastifyPluginAsyncZod<StudioDeps> = async (app, deps) => {
  app.post(
    '/api/studio/script',
    { schema: { body: scriptRequestSchema, response: { 200: scriptResponseSchema } }, onRequest: app.sessions.requireUser },
    async (request) => {
      const limit = { db: deps.db, rule: scriptsPerUser, subjects: [request.user!.id], now: deps.now() };
      await assertUnderLimit(limit);
      await recordThrottleEvent(limit);
      return deps.scriptWriting.writeScript(request.body);
    },
  );
};
