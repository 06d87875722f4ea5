import type { ApiKeyScope } from '@common/contracts/public-api';
import { ACCOUNT_DISABLED_MESSAGE } from '@common/contracts/errors';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findUserById, type UserRow } from '../auth/service';
import { assertPlanFeature } from '../billing/service';
import { assertUnderLimit, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import { findKeyForToken } from './key-service';
import { insertUsage, touchApiKey, type ApiKeyRow } from './repository';

/** Per key: 120 calls a minute (any route of /api/v1). */
export const callsPerKey: ThrottleRule = {
  bucket: 'public-api-key',
  limit: 120,
  windowMs: 60_000,
  message: 'This API key made too many calls. Try again in {wait}.',
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The personal API key of an /api/v1 call, once its bearer token matched one (revoked too, for the usage log). */
    apiKey: ApiKeyRow | null;
  }
}

const BEARER = /^Bearer ([\w-]+)$/;

/**
 * /api/v1's only way in: `Authorization: Bearer rw_…`. Cookies are never read here, so the browser's
 * session gets 401 on /api/v1; and no cookie route reads this header. Every call made with a known
 * key (refused ones too) goes into that key's usage log when the answer is sent.
 */
export function registerBearerKeys(app: FastifyInstance, deps: { db: Database; now: () => Date }) {
  app.decorateRequest('apiKey', null);
  app.addHook('onResponse', async (request, reply) => {
    if (!request.apiKey) return;
    await insertUsage(deps.db, {
      keyId: request.apiKey.id,
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      status: reply.statusCode,
      at: deps.now(),
    }).catch((error: unknown) => request.log.error({ err: error }, 'api key usage not recorded'));
  });

  /** onRequest factory (before the body is read, so no key is a 401 whatever the body): the key must exist, be live, carry `scope`, its owner's plan must grant api-access, and the key be under its rate. */
  return function requireKey(scope: ApiKeyScope): onRequestAsyncHookHandler {
    return async function requireApiKey(request: FastifyRequest) {
      const match = BEARER.exec(request.headers.authorization ?? '');
      const key = match ? await findKeyForToken(deps.db, match[1]!) : undefined;
      if (!key) throw new AppError('UNAUTHORIZED', 'Send a valid API key as "Authorization: Bearer <key>".');
      request.apiKey = key;
      if (key.revokedAt) throw new AppError('UNAUTHORIZED', 'This API key was revoked.');
      const now = deps.now();
      const user: UserRow | undefined = await findUserById(deps.db, key.userId);
      if (!user) throw new AppError('UNAUTHORIZED', 'This API key was revoked.');
      // a disabled account's keys stop with its sessions (docs/decisions/057)
      if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
      await assertPlanFeature({ db: deps.db, userId: user.id, feature: 'api-access', now });
      if (!key.scopes.includes(scope)) throw new AppError('FORBIDDEN', `This API key lacks the "${scope}" scope.`, { scope });
      await assertUnderLimit({ db: deps.db, rule: callsPerKey, subjects: [key.id], now });
      await recordThrottleEvent({ db: deps.db, rule: callsPerKey, subjects: [key.id], now });
      await touchApiKey(deps.db, key.id, now);
      request.user = user;
    };
  };
}
