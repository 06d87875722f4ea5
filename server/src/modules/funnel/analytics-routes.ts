import { acceptedResponseSchema, funnelEventRequestSchema, PUBLIC_BODY_LIMIT_BYTES, webVitalRequestSchema } from '@common/contracts/funnel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSecureRequest } from '../../http/cookies';
import { isCountedBot } from './bots';
import type { FunnelDeps } from './funnel-deps';
import { visitorIdOf } from '../../http/visitor-cookie';
import { recordFunnelEvent, recordWebVital } from './analytics-service';

/**
 * POST /api/analytics/funnel and /api/analytics/vitals. The browser sends them only after the
 * visitor accepted cookies, so the visitor cookie set here is never set without consent.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<FunnelDeps> = async (app, deps) => {
  const visitor = async (request: FastifyRequest, reply: FastifyReply) => ({
    ip: request.ip,
    visitorId: visitorIdOf(request, reply, isSecureRequest(request, deps.config)),
    userId: (await app.sessions.currentUser(request, reply))?.id ?? null,
  });
  const options = { bodyLimit: PUBLIC_BODY_LIMIT_BYTES };

  app.post(
    '/api/analytics/funnel',
    { ...options, schema: { body: funnelEventRequestSchema, response: { 202: acceptedResponseSchema } } },
    async (request, reply) => {
      if (!(await isCountedBot(deps.db, request, deps.now()))) await recordFunnelEvent(deps, request.body, await visitor(request, reply));
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/api/analytics/vitals',
    { ...options, schema: { body: webVitalRequestSchema, response: { 202: acceptedResponseSchema } } },
    async (request, reply) => {
      if (!(await isCountedBot(deps.db, request, deps.now()))) await recordWebVital(deps, request.body, await visitor(request, reply));
      return reply.code(202).send({ ok: true as const });
    },
  );
};
