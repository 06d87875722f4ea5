import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Executor } from '../../db/client';
import { countBotHit } from './lead-repository';

/**
 * Crawlers and scripts that say what they are get a normal 2xx (so they learn nothing and do not
 * retry) and are counted per day and route, but never become leads or events.
 */
export async function isCountedBot(db: Executor, request: FastifyRequest, now: Date): Promise<boolean> {
  if (!isbot(request.headers['user-agent'] ?? '')) return false;
  await countBotHit(db, { day: now.toISOString().slice(0, 10), route: request.routeOptions.url ?? request.url });
  return true;
}
