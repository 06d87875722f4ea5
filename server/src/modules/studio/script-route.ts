import { scriptRequestSchema, scriptResponseSchema } from '@common/contracts/script';
import { scriptFitResponseSchema, scriptTimingRequestSchema, scriptTimingSchema } from '@common/contracts/script-timing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertUnderLimit, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import { fitScript, timeScript } from './script-timing-service';
import type { StudioDeps } from './studio-deps';

/** A language model costs money per call: 60 drafts an hour per creator is plenty for a person. */
export const scriptsPerUser: ThrottleRule = {
  bucket: 'script:user',
  limit: 60,
  windowMs: 60 * 60_000,
  message: 'You have written a lot of scripts this hour. Please wait {wait} and try again, or edit the scenes you have.',
};

/**
 * The editor asks again as the creator types (debounced) and each new text is synthesised once:
 * 600 checks in 10 minutes is a fast typist's whole session, and keeps one account from keeping
 * the speech engine busy for everyone.
 */
export const scriptTimingsPerUser: ThrottleRule = {
  bucket: 'script-timing:user',
  limit: 600,
  windowMs: 10 * 60_000,
  message: 'You have checked the spoken length very often. Please wait {wait} and try again.',
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

  // the spoken length per scene and in all (issue 27): the editor's display
  app.post(
    '/api/studio/script/timing',
    { schema: { body: scriptTimingRequestSchema, response: { 200: scriptTimingSchema } }, onRequest: app.sessions.requireUser },
    async (request) => timeScript(deps, await underTimingLimit(deps, request.user!.id, request.body)),
  );
  // "Fit to N s": the script shortened until the voice says it within the video
  app.post(
    '/api/studio/script/fit',
    { schema: { body: scriptTimingRequestSchema, response: { 200: scriptFitResponseSchema } }, onRequest: app.sessions.requireUser },
    async (request) => fitScript(deps, await underTimingLimit(deps, request.user!.id, request.body)),
  );
};

/** Counts one timing request against the creator's limit (429 past it) and hands the body on. */
async function underTimingLimit<T>(deps: StudioDeps, userId: string, body: T): Promise<T> {
  const limit = { db: deps.db, rule: scriptTimingsPerUser, subjects: [userId], now: deps.now() };
  await assertUnderLimit(limit);
  await recordThrottleEvent(limit);
  return body;
}
