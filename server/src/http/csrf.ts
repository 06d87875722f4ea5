import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import type { Config } from '../config';
import { AppError } from './app-error';
import { CSRF_COOKIE, ensureCsrfCookie, isSecureRequest } from './cookies';

const MUTATING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `same-origin`: a page-leave beacon (navigator.sendBeacon cannot set headers) may leave out
     * the token when the browser names this app's own Origin; see docs/decisions/010.
     */
    /** `signed`: a provider's webhook, authenticated by its own signature (no browser, no cookie). */
    /** `bearer`: /api/v1, authenticated only by an API key in Authorization (cookies are never read there). */
    csrf?: 'token' | 'same-origin' | 'signed' | 'bearer';
  }
}

/** Whether a call must carry the CSRF token: every change, except a provider's signed webhook and the API-key-only /api/v1. */
export function needsCsrfToken(method: string, mode: FastifyContextConfig['csrf']): boolean {
  return MUTATING_METHODS.has(method) && mode !== 'signed' && mode !== 'bearer';
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function ownOrigins(request: FastifyRequest, config: Config): string[] {
  return [`${request.protocol}://${request.host}`, config.publicOrigin];
}

/**
 * Every POST, PUT, PATCH and DELETE must echo the `csrf_token` cookie in `X-CSRF-Token` and, when
 * the browser names its `Origin`, come from this app's origin; otherwise 403. A refused request
 * gets a token cookie if it had none, so the page can simply try again.
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!needsCsrfToken(request.method, request.routeOptions.config?.csrf)) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && !ownOrigins(request, config).includes(origin)) {
      return done(new AppError('CSRF_FAILED', 'This request came from another website and was refused.'));
    }
    if (origin !== undefined && request.routeOptions.config?.csrf === 'same-origin') return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers['x-csrf-token'];
    if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
      ensureCsrfCookie(request, reply, isSecureRequest(request, config));
      return done(new AppError('CSRF_FAILED', 'Your security token is missing or out of date. Reload the page and try again.'));
    }
    done();
  });
}
