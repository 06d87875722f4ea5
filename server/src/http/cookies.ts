import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';

/** Script-readable on purpose: the client echoes it in X-CSRF-Token (double submit). */
export const CSRF_COOKIE = 'csrf_token';
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;

export async function registerCookies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
}

/** Served over HTTPS: PUBLIC_URL says so, or (with TRUST_PROXY) the proxy's X-Forwarded-Proto does. */
export function isSecureRequest(request: FastifyRequest, config: Config): boolean {
  return config.https || request.protocol === 'https';
}

/** `__Host-` pins the cookie to this exact origin, which browsers only allow on secure cookies. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sid' : 'sid';
}

export function setSessionCookie(reply: FastifyReply, secure: boolean, token: string): void {
  reply.setCookie(sessionCookieName(secure), token, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: COOKIE_MAX_AGE_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', path: '/', secure });
}

/** Gives the browser a CSRF token when it has none yet. */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply, secure: boolean): void {
  if (request.cookies[CSRF_COOKIE]) return;
  reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: COOKIE_MAX_AGE_SECONDS,
  });
}
