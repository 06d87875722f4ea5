import {
  acceptedResponseSchema,
  leadCaptureRequestSchema,
  optInRequestSchema,
  optInResponseSchema,
  pixelQuerySchema,
  PUBLIC_BODY_LIMIT_BYTES,
  trackBehaviorRequestSchema,
} from '@common/contracts/funnel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { recordPixelOpen, trackBehavior } from './behavior-service';
import { isCountedBot } from './bots';
import type { FunnelDeps } from './funnel-deps';
import { createLeadWriter } from './lead-writer';
import { captureLead, optIn } from './opt-in-service';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** POST /api/opt-in-handler, /api/leads/capture, /api/leads/track-behavior; GET /api/leads/pixel.gif. */
export const leadRoutes: FastifyPluginAsyncZod<FunnelDeps> = async (app, deps) => {
  // navigator.sendBeacon can only send a CORS-safe type, so the time-on-site beacon arrives as
  // text/plain holding JSON. Only this plugin's routes read text/plain that way.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST', 'The request body is not valid JSON.'), undefined);
    }
  });
  const limits = { bodyLimit: PUBLIC_BODY_LIMIT_BYTES };
  const captures = { ...deps, leads: createLeadWriter(deps) };
  const bot = (request: Parameters<typeof isCountedBot>[1]) => isCountedBot(deps.db, request, deps.now());

  app.post('/api/opt-in-handler', { ...limits, schema: { body: optInRequestSchema, response: { 200: optInResponseSchema } } }, async (request) => {
    if (!(await bot(request))) await optIn(captures, request.body, request.ip);
    return { success: true };
  });

  app.post('/api/leads/capture', { ...limits, schema: { body: leadCaptureRequestSchema, response: { 200: optInResponseSchema } } }, async (request) => {
    if (!(await bot(request))) await captureLead(captures, request.body, request.ip);
    return { success: true };
  });

  app.post(
    '/api/leads/track-behavior',
    { ...limits, config: { csrf: 'same-origin' }, schema: { body: trackBehaviorRequestSchema, response: { 202: acceptedResponseSchema } } },
    async (request, reply) => {
      if (!(await bot(request))) await trackBehavior(deps, request.body, request.ip);
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.get('/api/leads/pixel.gif', { schema: { querystring: pixelQuerySchema } }, async (request, reply) => {
    if (!(await bot(request))) await recordPixelOpen(deps, request.query, request.ip);
    return reply
      .header('content-type', 'image/gif')
      .header('cache-control', 'no-store, no-cache, must-revalidate, private, max-age=0')
      .header('pragma', 'no-cache')
      .header('expires', '0')
      .send(PIXEL);
  });
};
