import {
  loginRequestSchema,
  navigationPathRequestSchema,
  okResponseSchema,
  registerRequestSchema,
  resendVerificationResponseSchema,
  userResponseSchema,
  userSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@common/contracts/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { clearSessionCookie, ensureCsrfCookie, isSecureRequest, sessionCookieName, setSessionCookie } from '../../http/cookies';
import { chooseNavigationPath, registerAccount, signIn, type SignedIn } from './account-service';
import type { AuthDeps, RequestMeta } from './auth-deps';
import { toPublicUser } from './public-user';
import { endSession } from './session-service';
import { resendVerification, verifyEmailToken } from './verification-service';

/** POST /api/auth/register, /login, /logout, /verify-email, /resend-verification; GET /api/auth/me; POST /api/user/navigation-path. */
export const authRoutes: FastifyPluginAsyncZod<AuthDeps> = async (app, deps) => {
  const secure = (request: FastifyRequest) => isSecureRequest(request, deps.config);
  const meta = (request: FastifyRequest): RequestMeta => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

  /** A sign-in replaces whatever session the browser had: the old token stops working. */
  const startBrowserSession = async (request: FastifyRequest, reply: FastifyReply, signedIn: Promise<SignedIn>) => {
    const { user, sessionToken } = await signedIn;
    const previous = request.cookies[sessionCookieName(secure(request))];
    if (previous) await endSession(deps, previous);
    setSessionCookie(reply, secure(request), sessionToken);
    ensureCsrfCookie(request, reply, secure(request));
    return { user: toPublicUser(user) };
  };

  app.post('/api/auth/register', { schema: { body: registerRequestSchema, response: { 201: userResponseSchema } } }, async (request, reply) =>
    reply.code(201).send(await startBrowserSession(request, reply, registerAccount(deps, request.body, meta(request)))),
  );

  app.post('/api/auth/login', { schema: { body: loginRequestSchema, response: { 200: userResponseSchema } } }, async (request, reply) =>
    startBrowserSession(request, reply, signIn(deps, request.body, meta(request))),
  );

  app.post('/api/auth/logout', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    const token = request.cookies[sessionCookieName(secure(request))];
    if (token) await endSession(deps, token);
    clearSessionCookie(reply, secure(request));
    return { ok: true as const };
  });

  // Every page load asks this first, so it is also where a new browser gets its CSRF token.
  app.get('/api/auth/me', { schema: { response: { 200: userSchema } } }, async (request, reply) => {
    ensureCsrfCookie(request, reply, secure(request));
    reply.header('cache-control', 'no-store');
    const user = await app.sessions.currentUser(request, reply);
    if (!user) throw new AppError('UNAUTHORIZED', 'You are not signed in.');
    return toPublicUser(user);
  });

  app.post(
    '/api/user/navigation-path',
    { schema: { body: navigationPathRequestSchema, response: { 200: userResponseSchema } }, onRequest: app.sessions.requireUser },
    async (request) => ({ user: toPublicUser(await chooseNavigationPath(deps, request.user!.id, request.body.navigationPath)) }),
  );

  app.post('/api/auth/verify-email', { schema: { body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } } }, async (request) => ({
    status: 'verified' as const,
    ...(await verifyEmailToken(deps, request.body.token)),
  }));

  app.post(
    '/api/auth/resend-verification',
    { schema: { response: { 200: resendVerificationResponseSchema } }, onRequest: app.sessions.requireUser },
    async (request) => ({ status: await resendVerification(deps, request.user!, meta(request)) }),
  );
};
