import {
  accountSessionsResponseSchema,
  emailChangeConfirmResponseSchema,
  emailChangeRequestSchema,
  emailChangeResponseSchema,
  emailPreferencesSchema,
  passwordChangeRequestSchema,
  passwordResetConfirmSchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  profileUpdateRequestSchema,
  sessionIdParamsSchema,
  signedOutResponseSchema,
  tokenRequestSchema,
  ACCOUNT_MESSAGES,
} from '@common/contracts/account';
import { okResponseSchema, userResponseSchema } from '@common/contracts/auth';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, isSecureRequest, sessionCookieName } from '../../http/cookies';
import { hashSecretToken, toPublicUser, type RequestMeta } from '../auth/service';
import type { AccountDeps } from './account-deps';
import { endAllSessions, endSessionById, listSessions } from './account-sessions';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { getEmailPreferences, setEmailPreferences } from './email-preferences';
import { changePassword } from './password-change';
import { requestPasswordReset, resetPassword } from './password-reset';
import { updateProfile } from './profile';

/** /profile's calls (signed in) and the password reset by e-mail (signed out). */
export const selfServiceRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const secure = (request: FastifyRequest) => isSecureRequest(request, deps.config);
  const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
  // requireUser ran, so the cookie is there and valid
  const currentTokenHash = (request: FastifyRequest) => hashSecretToken(request.cookies[sessionCookieName(secure(request))]!);
  const signedIn = { onRequest: app.sessions.requireUser };

  app.patch('/api/account/profile', { ...signedIn, schema: { body: profileUpdateRequestSchema, response: { 200: userResponseSchema } } }, async (request) => ({
    user: toPublicUser(await updateProfile(deps, request.user!.id, request.body)),
  }));

  app.post(
    '/api/account/password',
    { ...signedIn, schema: { body: passwordChangeRequestSchema, response: { 200: signedOutResponseSchema } } },
    async (request) => ({
      signedOut: await changePassword(deps, request.user!, request.body, currentTokenHash(request)),
    }),
  );

  app.post(
    '/api/account/email',
    { ...signedIn, schema: { body: emailChangeRequestSchema, response: { 200: emailChangeResponseSchema } } },
    async (request) => ({
      status: 'confirmation-sent' as const,
      pendingEmail: await requestEmailChange(deps, request.user!, request.body),
    }),
  );

  app.post('/api/account/email/confirm', { schema: { body: tokenRequestSchema, response: { 200: emailChangeConfirmResponseSchema } } }, async (request) => ({
    status: 'changed' as const,
    email: await confirmEmailChange(deps, request.body.token),
  }));

  app.get('/api/account/sessions', { ...signedIn, schema: { response: { 200: accountSessionsResponseSchema } } }, async (request) => ({
    sessions: await listSessions(deps, request.user!.id, currentTokenHash(request)),
  }));

  app.delete('/api/account/sessions/:id', { ...signedIn, schema: { params: sessionIdParamsSchema, response: { 200: okResponseSchema } } }, async (request) => {
    await endSessionById(deps, request.user!.id, request.params.id);
    return { ok: true as const };
  });

  app.post('/api/account/sessions/sign-out-everywhere', { ...signedIn, schema: { response: { 200: signedOutResponseSchema } } }, async (request, reply) => {
    const signedOut = await endAllSessions(deps, request.user!.id);
    clearSessionCookie(reply, secure(request));
    return { signedOut };
  });

  app.get('/api/account/email-preferences', { ...signedIn, schema: { response: { 200: emailPreferencesSchema } } }, async (request) =>
    getEmailPreferences(deps, request.user!.id),
  );

  app.put(
    '/api/account/email-preferences',
    { ...signedIn, schema: { body: emailPreferencesSchema, response: { 200: emailPreferencesSchema } } },
    async (request) => setEmailPreferences(deps, request.user!.id, request.body),
  );

  app.post('/api/auth/password-reset', { schema: { body: passwordResetRequestSchema, response: { 200: passwordResetRequestedSchema } } }, async (request) => {
    await requestPasswordReset(deps, request.body.email, meta(request));
    return { status: 'requested' as const, message: ACCOUNT_MESSAGES.resetRequested };
  });

  app.post(
    '/api/auth/password-reset/confirm',
    { schema: { body: passwordResetConfirmSchema, response: { 200: passwordResetDoneSchema } } },
    async (request) => {
      await resetPassword(deps, request.body.token, request.body.newPassword);
      return { status: 'reset' as const };
    },
  );
};
