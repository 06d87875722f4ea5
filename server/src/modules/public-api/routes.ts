import {
  apiKeyIdParamsSchema,
  apiKeysResponseSchema,
  apiKeyUsageSchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  createdWebhookSchema,
  createWebhookRequestSchema,
  v1CreateVideoRequestSchema,
  v1CreditsSchema,
  v1VideoIdParamsSchema,
  v1VideoListQuerySchema,
  v1VideoListSchema,
  v1VideoSchema,
  webhookDeliveriesResponseSchema,
  webhookEndpointsResponseSchema,
  webhookIdParamsSchema,
} from '@common/contracts/public-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { sendMedia } from '../../http/media/send-media';
import { requirePlanFeature } from '../billing/service';
import { getBalance } from '../credits/service';
import { getOwnedVideo, type StudioDeps } from '../studio/service';
import { registerBearerKeys } from './bearer';
import { createApiKey, getApiKeyUsage, listApiKeys, revokeApiKey } from './key-service';
import { createApiVideo, getApiVideo, listApiVideos } from './v1-service';
import { createWebhookEndpoint, listWebhookDeliveries, listWebhookEndpoints, removeWebhookEndpoint } from './customer-webhooks';

/**
 * The owner's keys and webhooks, managed in the browser (session cookie + CSRF, like every cookie
 * route); every call needs a plan with `api-access` (billing's gate: 403 UPGRADE_REQUIRED otherwise).
 */
export const publicApiRoutes: FastifyPluginAsyncZod<StudioDeps> = async (app, deps) => {
  app.addHook('onRequest', app.sessions.requireUser);
  app.addHook('onRequest', requirePlanFeature(deps, 'api-access'));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const me = (request: { user: { id: string } | null }) => request.user!.id;

  app.get('/api/public-api/keys', { schema: { response: { 200: apiKeysResponseSchema } } }, (request) => listApiKeys(deps.db, me(request)));
  app.post('/api/public-api/keys', { schema: { body: createApiKeyRequestSchema, response: { 201: createdApiKeySchema } } }, async (request, reply) =>
    reply.code(201).send(await createApiKey(deps.db, me(request), request.body, deps.now())),
  );
  app.delete('/api/public-api/keys/:keyId', { schema: { params: apiKeyIdParamsSchema } }, async (request, reply) => {
    await revokeApiKey(deps.db, me(request), request.params.keyId, deps.now());
    return reply.code(204).send();
  });
  app.get('/api/public-api/keys/:keyId/usage', { schema: { params: apiKeyIdParamsSchema, response: { 200: apiKeyUsageSchema } } }, (request) =>
    getApiKeyUsage(deps.db, me(request), request.params.keyId),
  );
  app.get('/api/public-api/webhooks', { schema: { response: { 200: webhookEndpointsResponseSchema } } }, (request) =>
    listWebhookEndpoints(deps.db, me(request)),
  );
  app.post('/api/public-api/webhooks', { schema: { body: createWebhookRequestSchema, response: { 201: createdWebhookSchema } } }, async (request, reply) =>
    reply
      .code(201)
      .send(
        await createWebhookEndpoint(deps.db, me(request), request.body.url, deps.now(), { allowPrivateNetworks: deps.config.WEBHOOK_ALLOW_PRIVATE_NETWORKS }),
      ),
  );
  app.delete('/api/public-api/webhooks/:endpointId', { schema: { params: webhookIdParamsSchema } }, async (request, reply) => {
    await removeWebhookEndpoint(deps.db, me(request), request.params.endpointId);
    return reply.code(204).send();
  });
  app.get('/api/public-api/webhooks/deliveries', { schema: { response: { 200: webhookDeliveriesResponseSchema } } }, (request) =>
    listWebhookDeliveries(deps.db, me(request)),
  );
};

const bearer = [{ apiKey: [] as string[] }];

/**
 * /api/v1: personal API keys only (`Authorization: Bearer`), never the session cookie. No CSRF
 * token: nothing here reads a cookie, so another site cannot borrow the browser's credentials.
 */
export const publicApiV1Routes: FastifyPluginAsyncZod<StudioDeps> = async (app, deps) => {
  const requireKey = registerBearerKeys(app, deps);
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  const config = { csrf: 'bearer' } as const;
  const owner = (request: { user: { id: string } | null }) => request.user!.id;

  app.post(
    '/api/v1/videos',
    { config, onRequest: requireKey('render'), schema: { security: bearer, body: v1CreateVideoRequestSchema, response: { 202: v1VideoSchema } } },
    async (request, reply) => reply.code(202).send(await createApiVideo(deps, { id: request.user!.id, plan: request.user!.plan }, request.body)),
  );
  app.get(
    '/api/v1/videos',
    { config, onRequest: requireKey('read'), schema: { security: bearer, querystring: v1VideoListQuerySchema, response: { 200: v1VideoListSchema } } },
    (request) => listApiVideos(deps, owner(request), request.query),
  );
  app.get(
    '/api/v1/videos/:videoId',
    { config, onRequest: requireKey('read'), schema: { security: bearer, params: v1VideoIdParamsSchema, response: { 200: v1VideoSchema } } },
    (request) => getApiVideo(deps, owner(request), request.params.videoId),
  );
  app.get(
    '/api/v1/videos/:videoId/download',
    { config, onRequest: requireKey('read'), schema: { security: bearer, params: v1VideoIdParamsSchema } },
    async (request, reply) => {
      const video = await getOwnedVideo(deps.db, owner(request), request.params.videoId);
      if (video.status !== 'completed' || !video.mediaKey) throw new AppError('NOT_FOUND', 'This video is not ready yet.');
      return sendMedia(request, reply, deps.storage, video.mediaKey, { private: true, downloadName: `reelwright-${video.id}.mp4` });
    },
  );
  app.get('/api/v1/credits', { config, onRequest: requireKey('read'), schema: { security: bearer, response: { 200: v1CreditsSchema } } }, async (request) => ({
    balance: await getBalance({ db: deps.db, userId: owner(request) }),
  }));
};
