import { demoGenerateRequestSchema, demoGenerateResponseSchema, demoStatusResponseSchema, jobIdParamsSchema } from '@common/contracts/video';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isSecureRequest } from '../../http/cookies';
import { visitorIdOf } from '../../http/visitor-cookie';
import type { RenderQueueDeps } from '../renders/service';
import { getDemoStatus, requestDemoVideo } from './service';

/** The free demo: start a render without an account, then poll its status. */
export const demoRoutes: FastifyPluginAsyncZod<RenderQueueDeps> = async (app, deps) => {
  app.post('/api/demo/generate-video', { schema: { body: demoGenerateRequestSchema, response: { 202: demoGenerateResponseSchema } } }, async (request, reply) =>
    reply
      .code(202)
      .send(await requestDemoVideo(deps, request.body, { visitorId: visitorIdOf(request, reply, isSecureRequest(request, deps.config)), ip: request.ip })),
  );

  app.get('/api/demo/videos/:jobId/status', { schema: { params: jobIdParamsSchema, response: { 200: demoStatusResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return getDemoStatus(deps, request.params.jobId);
  });
};
