import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

const VISITOR_COOKIE = 'visitor_id';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The anonymous visitor's id for the demo limit. HttpOnly and random: a script cannot read or
 * forge another visitor's; clearing it only resets the cookie half of the limit, not the address half.
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const existing = request.cookies[VISITOR_COOKIE];
  if (existing && /^[A-Za-z0-9_-]{22,64}$/.test(existing)) return existing;
  const id = randomBytes(18).toString('base64url');
  reply.setCookie(VISITOR_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: ONE_YEAR_SECONDS });
  return id;
}
