import { accountDeletionRequestSchema, accountDeletionResponseSchema, accountExportResponseSchema, exportIdParamsSchema } from '@common/contracts/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, isSecureRequest } from '../../http/cookies';
import { sendMedia } from '../../http/media/send-media';
import type { AccountDeps } from './account-deps';
import { findDownloadableExport, getLatestExport, requestDeletion, requestExport } from './data-service';

/** GET/POST /api/account/export, GET /api/account/export/:id/download, POST /api/account/delete. */
export const accountDataRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const signedIn = { onRequest: app.sessions.requireUser };

  app.get('/api/account/export', { ...signedIn, schema: { response: { 200: accountExportResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { export: await getLatestExport(deps, request.user!.id) };
  });

  app.post('/api/account/export', { ...signedIn, schema: { response: { 202: accountExportResponseSchema } } }, async (request, reply) =>
    reply.code(202).send({ export: await requestExport(deps, request.user!.id) }),
  );

  app.get('/api/account/export/:id/download', { ...signedIn, schema: { params: exportIdParamsSchema } }, async (request, reply) => {
    const key = await findDownloadableExport(deps, request.user!.id, request.params.id);
    return sendMedia(request, reply, deps.storage, key, { private: true, downloadName: 'reelwright-export.tar.gz' });
  });

  app.post(
    '/api/account/delete',
    { ...signedIn, schema: { body: accountDeletionRequestSchema, response: { 202: accountDeletionResponseSchema } } },
    async (request, reply) => {
      await requestDeletion(deps, request.user!, request.body.password);
      clearSessionCookie(reply, isSecureRequest(request, deps.config));
      return reply.code(202).send({ status: 'scheduled' as const });
    },
  );
};
