import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The public API (issue 18, docs/decisions/025-public-api.md): personal API keys, their usage log,
 * and outgoing webhooks with their deliveries. Everything cascades with the account.
 */

/** A personal API key: only the SHA-256 of the secret is kept; `prefix` is what the owner sees. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters (`rw_` and 8 more), shown in lists; not enough to use it. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole key. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().$type<('read' | 'render')[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_key').on(t.secretHash), index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

/** One row per call made with a key (also refused ones, once the key is known). */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('api_key_usage_key_idx').on(t.keyId, t.id)],
);

/** Where the customer wants video.completed / video.failed; `secret` signs every delivery (HMAC-SHA256). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_endpoints_user_idx').on(t.userId)],
);

/** One event for one endpoint: made once per (endpoint, event id), retried by its job until delivered or given up. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    event: text('event').$type<'video.completed' | 'video.failed'>().notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
