import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerClientAssets } from './http/client-assets';
import { registerErrorHandler } from './http/error-handler';
import { registerSecurityHeaders } from './http/security-headers';
import type { Queue } from './jobs/queue';
import type { Logger } from './logger';
import { healthRoutes } from './modules/health/routes';

export type AppDeps = {
  config: Config;
  db: Database;
  queue: Queue;
  logger: Logger;
};

/** Builds the whole HTTP application from its dependencies; it never listens (tests use inject). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const https = config.PUBLIC_URL?.startsWith('https:') ?? false;
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    requestIdHeader: config.TRUST_PROXY ? 'x-request-id' : false,
    return503OnClosing: true,
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
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
    done();
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, { https });
  await app.register(healthRoutes, deps);
  await registerClientAssets(app, { distDir: config.clientDistDir });
  return app;
}
