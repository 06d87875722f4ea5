import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clearSessionCookie, isSecureRequest, sessionCookieName } from '../../http/cookies';
import type { UserRow } from './repository';
import { resolveSession } from './session-service';

export type SessionGuards = {
  /** The signed-in user or null; looked up once per request, only by routes that ask. */
  currentUser(request: FastifyRequest, reply: FastifyReply): Promise<UserRow | null>;
  /**
   * onRequest: 401 unless signed in. The user is then `request.user`. It runs before the body is
   * read or validated, so a signed-out caller learns nothing about a route's inputs (issue 33).
   */
  requireUser: onRequestAsyncHookHandler;
  /** onRequest: 401 for nobody, 403 for a signed-in user who is not an admin. */
  requireAdmin: onRequestAsyncHookHandler;
};

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionGuards;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
}

const lookups = new WeakMap<FastifyRequest, Promise<UserRow | null>>();

/**
 * Auth's plugin (the shape of fastify/demo's `plugins/app/authentication.ts`): it decorates the
 * app with the session guards every module's routes use, so the HTTP layer never calls into a
 * module. Sessions live in the database, so any instance can serve any request.
 */
export function registerSessions(app: FastifyInstance, deps: { db: Database; config: Config; now: () => Date }): void {
  const currentUser: SessionGuards['currentUser'] = (request, reply) => {
    let lookup = lookups.get(request);
    if (!lookup) {
      lookup = (async () => {
        const secure = isSecureRequest(request, deps.config);
        const token = request.cookies[sessionCookieName(secure)];
        if (!token) return null;
        const user = await resolveSession({ db: deps.db, now: deps.now() }, token);
        if (!user) clearSessionCookie(reply, secure);
        return user;
      })();
      lookups.set(request, lookup);
    }
    return lookup;
  };

  const requireUser: onRequestAsyncHookHandler = async (request, reply) => {
    request.user = await currentUser(request, reply);
    if (!request.user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  };

  const requireAdmin: onRequestAsyncHookHandler = async (request, reply) => {
    await requireUser.call(app, request, reply);
    if (request.user?.role !== 'admin') throw new AppError('FORBIDDEN', 'This needs an administrator account.');
  };

  app.decorateRequest('user', null);
  app.decorate('sessions', { currentUser, requireUser, requireAdmin });
}
