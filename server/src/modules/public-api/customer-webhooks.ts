import {
  WEBHOOK_SIGNATURE_HEADER,
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookPayload,
} from '@common/contracts/public-api';
import { createHmac } from 'node:crypto';
import type { Database, Executor } from '../../db/client';
import { sqlExecutorOf } from '../../db/client';
import { AppError } from '../../http/app-error';
import { newSecretToken } from '../auth/service';
import { WEBHOOK_RETRY, webhookDeliverJob } from '../../jobs/definitions/webhook-deliver';
import { sendWithin } from '../../jobs/queue';
import { isPrivateHost, type WebhookPost } from '../../providers/webhooks/index';
import {
  deleteWebhookEndpoint,
  findDelivery,
  insertDeliveryOnce,
  insertWebhookEndpoint,
  listDeliveriesOfUser,
  listWebhookEndpointsOfUser,
  recordAttempt,
  type WebhookEndpointRow,
} from './repository';

/** At most this many endpoints per account. */
const MAX_ENDPOINTS = 5;
/** A receiver has this long to answer one attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({ id: row.id, url: row.url, createdAt: row.createdAt.toISOString() });

/**
 * The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`.
 * The receiver recomputes it over the raw body and refuses a `t` older than its tolerance (5 minutes),
 * so a captured delivery cannot be replayed later (docs/decisions/025-public-api.md).
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export async function createWebhookEndpoint(
  db: Executor,
  userId: string,
  url: string,
  now: Date,
  options: { allowPrivateNetworks: boolean },
): Promise<CreatedWebhook> {
  if (!options.allowPrivateNetworks && isPrivateHost(new URL(url).hostname)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid request. url: must be a public address, not this server or a private network', {
      fields: { url: 'must be a public address, not this server or a private network' },
    });
  }
  if ((await listWebhookEndpointsOfUser(db, userId)).length >= MAX_ENDPOINTS)
    throw new AppError('CONFLICT', `At most ${MAX_ENDPOINTS} webhook endpoints per account.`);
  const secret = `whsec_${newSecretToken()}`;
  const row = await insertWebhookEndpoint(db, { userId, url, secret, createdAt: now });
  return { endpoint: toEndpoint(row), secret };
}

export async function listWebhookEndpoints(db: Executor, userId: string) {
  return { endpoints: (await listWebhookEndpointsOfUser(db, userId)).map(toEndpoint) };
}

export async function removeWebhookEndpoint(db: Executor, userId: string, id: string): Promise<void> {
  if (!(await deleteWebhookEndpoint(db, userId, id))) throw new AppError('NOT_FOUND', 'This webhook endpoint does not exist.');
}

export async function listWebhookDeliveries(db: Executor, userId: string): Promise<{ deliveries: WebhookDelivery[] }> {
  const rows = await listDeliveriesOfUser(db, userId, 50);
  return {
    deliveries: rows.map(({ delivery: d, url }) => ({
      id: d.id,
      endpointId: d.endpointId,
      url,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      lastStatusCode: d.lastStatusCode,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    })),
  };
}

/**
 * One delivery per endpoint of the owner, made once per event (the domain event's id is the
 * delivery's `id` and its key), each queued in the same transaction with its id as singleton key.
 */
export async function queueVideoWebhooks(
  db: Database,
  input: { eventId: string; occurredAt: Date; ownerUserId: string; event: WebhookEvent; videoId: string; reason: string | null },
): Promise<number> {
  const endpoints = await listWebhookEndpointsOfUser(db, input.ownerUserId);
  if (!endpoints.length) return 0;
  const payload: WebhookPayload = {
    id: input.eventId,
    type: input.event,
    createdAt: input.occurredAt.toISOString(),
    data: { videoId: input.videoId, status: input.event === 'video.completed' ? 'completed' : 'failed', reason: input.reason },
  };
  let queued = 0;
  await db.transaction(async (tx) => {
    for (const endpoint of endpoints) {
      const delivery = await insertDeliveryOnce(tx, {
        endpointId: endpoint.id,
        eventId: input.eventId,
        event: input.event,
        payload,
        status: 'pending',
        createdAt: input.occurredAt,
      });
      if (!delivery) continue;
      await sendWithin(sqlExecutorOf(tx), webhookDeliverJob, { deliveryId: delivery.id }, { singletonKey: delivery.id });
      queued += 1;
    }
  });
  return queued;
}

export type WebhookDeliveryDeps = { db: Database; now: () => Date; post: WebhookPost };

/**
 * One attempt of one delivery. A delivered (or given up) delivery is not sent again; a refused or
 * unreachable receiver throws, so pg-boss tries again with back-off (webhookDeliverJob's policy);
 * the attempt after the last retry marks it failed.
 */
export async function attemptWebhookDelivery(deps: WebhookDeliveryDeps, deliveryId: string): Promise<'delivered' | 'skipped'> {
  const found = await findDelivery(deps.db, deliveryId);
  if (!found || found.delivery.status !== 'pending') return 'skipped';
  const body = JSON.stringify(found.delivery.payload);
  const at = deps.now();
  let statusCode: number | null = null;
  let error: string;
  try {
    ({ status: statusCode } = await deps.post({
      url: found.url,
      headers: { 'content-type': 'application/json', 'user-agent': 'Reelwright-Webhooks/1', [WEBHOOK_SIGNATURE_HEADER]: signWebhook(found.secret, body, at) },
      body,
      timeoutMs: ATTEMPT_TIMEOUT_MS,
    }));
    if (statusCode >= 200 && statusCode < 300) {
      await recordAttempt(deps.db, deliveryId, { status: 'delivered', lastStatusCode: statusCode, lastError: null, at });
      return 'delivered';
    }
    error = `The receiver answered ${statusCode}.`;
  } catch (e) {
    error = e instanceof Error ? e.message : String(e);
  }
  await recordAttempt(deps.db, deliveryId, {
    status: found.delivery.attempts + 1 > WEBHOOK_RETRY.retryLimit ? 'failed' : 'pending',
    lastStatusCode: statusCode,
    lastError: error,
    at,
  });
  throw new Error(`Webhook delivery ${deliveryId} failed: ${error}`);
}
