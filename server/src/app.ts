import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Adapters } from './adapters';
import type { Config } from './config';
import { poolOf, type Database } from './db/client';
import { registerClientAssets } from './http/client-assets';
import { registerCookies } from './http/cookies';
import { registerCsrfProtection } from './http/csrf';
import { registerSessions } from './modules/auth/session-plugin';
import { authRoutes } from './modules/auth/routes';
import { selfServiceRoutes } from './modules/account/self-service-routes';
import { accountDataRoutes } from './modules/account/routes';
import { mailRoutes } from './modules/mail/routes';
import { caseStudyRoutes } from './modules/case-studies/routes';
import { analyticsRoutes } from './modules/funnel/analytics-routes';
import { leadAdminRoutes } from './modules/funnel/admin-routes';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { leadRoutes } from './modules/funnel/lead-routes';
import { registerErrorHandler, sendFrameworkError } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerMetrics } from './http/metrics-route';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { registerTextGuard } from './http/text-guard';
import type { Queue } from './jobs/queue';
import { loggableUrl, type Logger } from './logger';
import { healthRoutes } from './modules/health/routes';
import { demoRoutes } from './modules/demo/routes';
import { publicMediaRoutes } from './modules/public-media/routes';
import { showcaseRoutes } from './modules/showcase/routes';
import { creditRoutes } from './modules/credits/routes';
import { shareRoutes } from './modules/studio/share-routes';
import { studioRoutes } from './modules/studio/routes';
import { sceneStillRoutes } from './modules/studio/scene-still-routes';
import { batchRoutes } from './modules/studio/batch-routes';
import { previewRoutes } from './modules/studio/preview-routes';
import { scriptRoute } from './modules/studio/script-route';
import { learningRoutes } from './modules/learning/routes';
import { gamificationRoutes } from './modules/gamification/routes';
import { performanceRoutes } from './modules/performance/routes';
import { thumbnailRoutes } from './modules/thumbnails/routes';
import { creatorToolsRoutes } from './modules/creator-tools/routes';
import { billingRoutes, stripeEventRoutes } from './modules/billing/routes';
import { publicApiRoutes, publicApiV1Routes } from './modules/public-api/service';
import { mediaRoutes } from './modules/media/routes';
import { voiceLibraryRoutes } from './modules/voice-library/routes';
import { stockMediaRoutes } from './modules/stock-media/routes';
import { productImportRoutes } from './modules/product-import/routes';

export type AppDeps = {
  config: Config;
  db: Database;
  queue: Queue;
  logger: Logger;
  /** Built once by `createAdapters` and shared with the workers. */
  adapters: Pick<Adapters, 'storage' | 'mediaTools' | 'payments' | 'voice' | 'stock' | 'scriptWriting' | 'generation' | 'safeFetch'>;
  /** The clock for sessions, links and limits; tests pass one they can move. */
  now?: () => Date;
};

/** Builds the whole HTTP application from its dependencies; it never listens (tests use inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, adapters } = deps;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    return503OnClosing: true,
    // the router's refusals skip the onRequest hooks: they get the API's headers here
    frameworkErrors: (error, request, reply) =>
      sendFrameworkError(error, request, reply.header('x-request-id', request.id).headers(securityHeaders({ https: config.https }).api)),
    // One line per request (below) instead of Fastify's two halves the cost of request logs.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: loggableUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, { https: config.https });
  await registerCookies(app);
  registerCsrfProtection(app, config);
  registerTextGuard(app);
  const now = deps.now ?? (() => new Date());
  registerSessions(app, { db: deps.db, config, now });
  await registerOpenApi(app);
  registerMetrics(app, { token: config.METRICS_TOKEN, pool: poolOf(deps.db), queue: deps.queue });
  await app.register(healthRoutes, { db: deps.db, queue: deps.queue, maxAgeMs: config.HEALTH_MAX_AGE_MS });
  await app.register(authRoutes, { db: deps.db, queue: deps.queue, config, now });
  await app.register(selfServiceRoutes, { db: deps.db, queue: deps.queue, config, now, storage: adapters.storage });
  await app.register(mailRoutes, { db: deps.db });
  const { storage, mediaTools } = adapters;
  await app.register(demoRoutes, { db: deps.db, queue: deps.queue, config, now });
  await app.register(publicMediaRoutes, { db: deps.db, storage });
  await app.register(showcaseRoutes, { db: deps.db, queue: deps.queue, config, now });
  await app.register(caseStudyRoutes, { db: deps.db });
  const funnelDeps = { db: deps.db, queue: deps.queue, config, now };
  await app.register(leadRoutes, funnelDeps);
  await app.register(analyticsRoutes, funnelDeps);
  await app.register(leadAdminRoutes, funnelDeps);
  await app.register(adminUsersRoutes, { db: deps.db, now });
  await app.register(creditRoutes, { db: deps.db });
  const studioDeps = { db: deps.db, queue: deps.queue, config, now, storage, scriptWriting: adapters.scriptWriting };
  await app.register(studioRoutes, studioDeps);
  await app.register(sceneStillRoutes, { db: deps.db, storage, mediaTools });
  await app.register(previewRoutes, studioDeps);
  await app.register(batchRoutes, studioDeps);
  await app.register(scriptRoute, studioDeps);
  await app.register(shareRoutes, studioDeps);
  await app.register(accountDataRoutes, { db: deps.db, queue: deps.queue, config, now, storage });
  await app.register(learningRoutes, { db: deps.db, config, now });
  await app.register(gamificationRoutes, { db: deps.db, now });
  const billingDeps = { db: deps.db, queue: deps.queue, config, now, payments: adapters.payments };
  await app.register(billingRoutes, billingDeps);
  await app.register(stripeEventRoutes, billingDeps);
  await app.register(performanceRoutes, { db: deps.db, config, now });
  await app.register(thumbnailRoutes, { db: deps.db, storage, config, mediaTools, now });
  await app.register(creatorToolsRoutes, { ...studioDeps, generation: adapters.generation });
  await app.register(publicApiRoutes, studioDeps);
  await app.register(publicApiV1Routes, studioDeps);
  await app.register(mediaRoutes, { db: deps.db, storage, mediaTools, now });
  await app.register(voiceLibraryRoutes, { db: deps.db, storage, now, voice: adapters.voice });
  const stockDeps = { db: deps.db, storage, now, stock: adapters.stock, mediaTools, maxDownloadBytes: config.STOCK_MAX_DOWNLOAD_BYTES };
  await app.register(stockMediaRoutes, stockDeps);
  await app.register(productImportRoutes, {
    db: deps.db,
    storage,
    mediaTools,
    now,
    safeFetch: adapters.safeFetch,
    maxPageBytes: config.PRODUCT_IMPORT_MAX_PAGE_BYTES,
  });
  await registerClientAssets(app, { distDir: config.clientDistDir, publicOrigin: config.publicOrigin });
  return app;
}
