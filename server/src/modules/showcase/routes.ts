import { showcaseCandidatesResponseSchema, showcaseSettingsRequestSchema, showcaseSettingsSchema } from '@common/contracts/video';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getShowcaseSettings, listShowcaseCandidates, updateShowcaseSettings } from './service';
import type { RenderQueueDeps } from '../renders/service';

/** The showcase settings: read by anyone (the landing plays them), chosen by admins among finished videos. */
export const showcaseRoutes: FastifyPluginAsyncZod<RenderQueueDeps> = async (app, deps) => {
  app.get('/api/showcase/settings', { schema: { response: { 200: showcaseSettingsSchema } } }, () => getShowcaseSettings(deps));

  app.put(
    '/api/showcase/settings',
    { schema: { body: showcaseSettingsRequestSchema, response: { 200: showcaseSettingsSchema } }, onRequest: app.sessions.requireAdmin },
    (request) => updateShowcaseSettings(deps, request.body, request.user!.id),
  );

  app.get('/api/showcase/candidates', { schema: { response: { 200: showcaseCandidatesResponseSchema } }, onRequest: app.sessions.requireAdmin }, () =>
    listShowcaseCandidates(deps),
  );
};
