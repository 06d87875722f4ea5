import {
  adminCertificatesResponseSchema,
  attemptParamsSchema,
  certificateParamsSchema,
  certificateSchema,
  certificatesResponseSchema,
  credentialDownloadSchema,
  credentialKeyParamsSchema,
  lessonParamsSchema,
  lessonResponseSchema,
  markReadResponseSchema,
  moduleDetailSchema,
  moduleParamsSchema,
  modulesResponseSchema,
  quizAttemptSchema,
  quizResultSchema,
  quizSubmissionSchema,
  reinstateRequestSchema,
  revokeRequestSchema,
  rewindRequestSchema,
  statusChangesResponseSchema,
  statusListParamsSchema,
  teamCertificateParamsSchema,
  teamLearnerSchema,
  teamLearnersResponseSchema,
  teamMemberParamsSchema,
  verificationPageParamsSchema,
  verificationSchema,
} from '@common/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { loadLearningContent, type LearningContent } from './content';
import { renderVerificationPage } from './verify-page';
import {
  defaultLearningContent,
  signingKeyLoader,
  getCertificatePdf,
  getCredential,
  getCredentialKey,
  getStatusList,
  getTeamLearner,
  getTeamMemberCertificatePdf,
  listCertificateStatusChanges,
  listTeamLearners,
  reinstateCertificate,
  getLesson,
  getModule,
  listCertificates,
  listCertificatesForAdmin,
  listModules,
  markLessonRead,
  revokeCertificate,
  rewindReadingClock,
  startQuizAttempt,
  submitQuizAttempt,
  toJwks,
  verifyCertificate,
} from './service';

export type LearningRouteOptions = { db: Database; config: Config; now: () => Date; contentDir?: string };

/**
 * Learning and certificates. The signing key is made (or read) on first use (see
 * signingKeyLoader), so the app starts while the database is down. Every learner route is scoped
 * to the caller; the verification JSON and the JWKS are public.
 */
export const learningRoutes: FastifyPluginAsyncZod<LearningRouteOptions> = async (app, options) => {
  const content: LearningContent = options.contentDir ? loadLearningContent(options.contentDir) : defaultLearningContent();
  const signingKey = signingKeyLoader(options.db, options.now);
  const deps = { db: options.db, config: options.config, now: options.now, content, signingKey };
  const requireUser = app.sessions.requireUser;
  const noStore = { 'cache-control': 'no-store' };

  app.get('/api/learning/modules', { schema: { response: { 200: modulesResponseSchema } }, onRequest: requireUser }, async (request, reply) =>
    reply.headers(noStore).send({ modules: await listModules(deps, request.user!.id) }),
  );
  app.get(
    '/api/learning/modules/:moduleId',
    { schema: { params: moduleParamsSchema, response: { 200: moduleDetailSchema } }, onRequest: requireUser },
    async (request, reply) => reply.headers(noStore).send(await getModule(deps, request.user!.id, request.params.moduleId)),
  );
  app.get(
    '/api/learning/modules/:moduleId/lessons/:lessonId',
    { schema: { params: lessonParamsSchema, response: { 200: lessonResponseSchema } }, onRequest: requireUser },
    async (request, reply) => reply.headers(noStore).send(await getLesson(deps, request.user!.id, request.params.moduleId, request.params.lessonId)),
  );
  app.post(
    '/api/learning/modules/:moduleId/lessons/:lessonId/read',
    { schema: { params: lessonParamsSchema, response: { 200: markReadResponseSchema } }, onRequest: requireUser },
    async (request) => markLessonRead(deps, request.user!.id, request.params.moduleId, request.params.lessonId),
  );
  app.post(
    '/api/learning/modules/:moduleId/quiz/attempts',
    { schema: { params: moduleParamsSchema, response: { 201: quizAttemptSchema } }, onRequest: requireUser },
    async (request, reply) =>
      reply
        .code(201)
        .headers(noStore)
        .send(await startQuizAttempt(deps, request.user!.id, request.params.moduleId)),
  );
  app.post(
    '/api/learning/quiz-attempts/:attemptId/submission',
    { schema: { params: attemptParamsSchema, body: quizSubmissionSchema, response: { 200: quizResultSchema } }, onRequest: requireUser },
    async (request) => submitQuizAttempt(deps, request.user!.id, request.params.attemptId, request.body),
  );

  app.get('/api/learning/certificates', { schema: { response: { 200: certificatesResponseSchema } }, onRequest: requireUser }, async (request, reply) =>
    reply.headers(noStore).send({ certificates: await listCertificates(deps, request.user!.id) }),
  );
  app.get('/api/learning/certificates/:certificateId/pdf', { schema: { params: certificateParamsSchema }, onRequest: requireUser }, async (request, reply) => {
    const { pdf, fileName } = await getCertificatePdf(deps, request.user!.id, request.params.certificateId);
    return reply.headers({ ...noStore, 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` }).send(pdf);
  });
  app.get(
    '/api/learning/certificates/:certificateId/credential',
    { schema: { params: certificateParamsSchema, response: { 200: credentialDownloadSchema } }, onRequest: requireUser },
    async (request, reply) => {
      // looked up first: only a certificate that exists names the file (any text in the URL would not fit in a header)
      const credential = await getCredential(deps, request.user!.id, request.params.certificateId);
      return reply
        .headers({ ...noStore, 'content-disposition': `attachment; filename="reelwright-credential-${request.params.certificateId}.json"` })
        .send(credential);
    },
  );

  // Public: anyone may check a certificate and the issuer's key, without a session.
  app.get(
    '/api/public/certificates/:certificateId',
    { schema: { params: certificateParamsSchema, response: { 200: verificationSchema } } },
    async (request, reply) => reply.headers({ 'cache-control': 'no-cache' }).send(await verifyCertificate(deps, request.params.certificateId)),
  );
  // the page itself, with its own title and link preview for crawlers and unfurlers that run no JavaScript
  app.get('/verify/:hash', { schema: { params: verificationPageParamsSchema, hide: true } }, async (request, reply) => {
    const page = await renderVerificationPage(deps, request.params.hash);
    if (page === null) return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
  });
  app.get('/.well-known/jwks.json', async (_request, reply) =>
    reply
      .headers({ 'cache-control': 'public, max-age=300', 'content-type': 'application/jwk-set+json' })
      .send(JSON.stringify(toJwks(await signingKey(), options.config.publicOrigin))),
  );
  // A credential's `kid` names this URL: the one public JWK (Open Badges 3.0).
  app.get('/api/public/credential-keys/:kid', { schema: { params: credentialKeyParamsSchema } }, async (request, reply) =>
    reply
      .headers({ 'cache-control': 'public, max-age=300', 'content-type': 'application/jwk+json' })
      .send(JSON.stringify(await getCredentialKey(deps, request.params.kid))),
  );
  // The W3C Bitstring Status List any verifier reads (a signed BitstringStatusListCredential, VC-JOSE-COSE).
  app.get('/api/public/credential-status/:list', { schema: { params: statusListParamsSchema } }, async (request, reply) =>
    reply.headers({ 'cache-control': 'no-cache', 'content-type': 'application/vc+jwt' }).send(await getStatusList(deps, request.params.list)),
  );

  if (options.config.LEARNING_TEST_CLOCK) {
    // test-only time source for the reading gate (ADR 045): the browser tests pass it without sleeping
    app.post('/api/test/learning/rewind', { schema: { body: rewindRequestSchema }, onRequest: requireUser }, async (request) =>
      rewindReadingClock(deps, request.user!.id, request.body.minutes),
    );
  }

  app.get(
    '/api/admin/learning/certificates',
    { schema: { response: { 200: adminCertificatesResponseSchema } }, onRequest: app.sessions.requireAdmin },
    async (_request, reply) => reply.headers(noStore).send({ certificates: await listCertificatesForAdmin(deps) }),
  );
  app.post(
    '/api/admin/learning/certificates/:certificateId/revoke',
    { schema: { params: certificateParamsSchema, body: revokeRequestSchema, response: { 200: certificateSchema } }, onRequest: app.sessions.requireAdmin },
    async (request) => revokeCertificate(deps, request.user!.id, request.params.certificateId, request.body.reason),
  );
  app.post(
    '/api/admin/learning/certificates/:certificateId/reinstate',
    { schema: { params: certificateParamsSchema, body: reinstateRequestSchema, response: { 200: certificateSchema } }, onRequest: app.sessions.requireAdmin },
    async (request) => reinstateCertificate(deps, request.user!.id, request.params.certificateId, request.body.reason),
  );
  app.get(
    '/api/admin/learning/certificates/:certificateId/status-changes',
    { schema: { params: certificateParamsSchema, response: { 200: statusChangesResponseSchema } }, onRequest: app.sessions.requireAdmin },
    async (request, reply) => reply.headers(noStore).send(await listCertificateStatusChanges(deps, request.params.certificateId)),
  );

  // Team certificates (Business): the owner's view of each active member's learning (ADR 048).
  app.get('/api/learning/team/members', { schema: { response: { 200: teamLearnersResponseSchema } }, onRequest: requireUser }, async (request, reply) =>
    reply.headers(noStore).send({ members: await listTeamLearners(deps, request.user!.id) }),
  );
  app.get(
    '/api/learning/team/members/:userId',
    { schema: { params: teamMemberParamsSchema, response: { 200: teamLearnerSchema } }, onRequest: requireUser },
    async (request, reply) => reply.headers(noStore).send(await getTeamLearner(deps, request.user!.id, request.params.userId)),
  );
  app.get(
    '/api/learning/team/members/:userId/certificates/:certificateId/pdf',
    { schema: { params: teamCertificateParamsSchema }, onRequest: requireUser },
    async (request, reply) => {
      const { pdf, fileName } = await getTeamMemberCertificatePdf(deps, request.user!.id, request.params.userId, request.params.certificateId);
      return reply.headers({ ...noStore, 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` }).send(pdf);
    },
  );
};
