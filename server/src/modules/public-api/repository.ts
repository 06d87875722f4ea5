import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { apiKeys, apiKeyUsage, webhookDeliveries, webhookEndpoints } from '../../db/schema/public-api';

// Rows only: the rules are in the services.

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertApiKey(db: Executor, row: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [created] = await db.insert(apiKeys).values(row).returning();
  return created!;
}

export function listApiKeysOfUser(db: Executor, userId: string): Promise<ApiKeyRow[]> {
  return db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
}

export async function findApiKeyOfUser(db: Executor, userId: string, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
  return row;
}

export async function findApiKeyByHash(db: Executor, secretHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.secretHash, secretHash));
  return row;
}

export async function revokeApiKeyRow(db: Executor, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

export async function touchApiKey(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id));
}

export async function insertUsage(db: Executor, row: typeof apiKeyUsage.$inferInsert): Promise<void> {
  await db.insert(apiKeyUsage).values(row);
}

export function listUsage(db: Executor, keyId: string, limit: number) {
  return db
    .select({ method: apiKeyUsage.method, route: apiKeyUsage.route, status: apiKeyUsage.status, at: apiKeyUsage.at })
    .from(apiKeyUsage)
    .where(eq(apiKeyUsage.keyId, keyId))
    .orderBy(desc(apiKeyUsage.id))
    .limit(limit);
}

export async function insertWebhookEndpoint(db: Executor, row: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created!;
}

export function listWebhookEndpointsOfUser(db: Executor, userId: string): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId)).orderBy(desc(webhookEndpoints.createdAt));
}

export async function deleteWebhookEndpoint(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** One delivery per endpoint and event id: undefined when this event already has one. */
export async function insertDeliveryOnce(db: Executor, row: typeof webhookDeliveries.$inferInsert): Promise<WebhookDeliveryRow | undefined> {
  const [created] = await db.insert(webhookDeliveries).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findDelivery(db: Executor, id: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  return row;
}

export async function recordAttempt(
  db: Executor,
  id: string,
  values: { status: 'pending' | 'delivered' | 'failed'; lastStatusCode: number | null; lastError: string | null; at: Date },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: values.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: values.lastStatusCode,
      lastError: values.lastError,
      lastAttemptAt: values.at,
      ...(values.status === 'delivered' ? { deliveredAt: values.at } : {}),
    })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
}

export function listDeliveriesOfUser(db: Executor, userId: string, limit: number) {
  return db
    .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(limit);
}

/** Everything of the user's, for the export (no hashes, no secrets). */
export async function listPublicApiRowsOfUser(db: Executor, userId: string) {
  const keys = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId));
  const usage = await db
    .select({ keyId: apiKeyUsage.keyId, method: apiKeyUsage.method, route: apiKeyUsage.route, status: apiKeyUsage.status, at: apiKeyUsage.at })
    .from(apiKeyUsage)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyUsage.keyId))
    .where(eq(apiKeys.userId, userId));
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, createdAt: webhookEndpoints.createdAt })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  const deliveries = (await listDeliveriesOfUser(db, userId, 10_000)).map((r) => r.delivery);
  return { keys, usage, webhookEndpoints: endpoints, webhookDeliveries: deliveries };
}

/** Keys (with their usage) and endpoints (with their deliveries) go by cascade; one transaction. */
export async function deletePublicApiRowsOfUser(db: Executor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    await tx.delete(apiKeys).where(eq(apiKeys.userId, userId));
  });
}
