import type { ApiKey, ApiKeyScope, ApiKeyUsage, CreateApiKeyRequest, CreatedApiKey } from '@common/contracts/public-api';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hashSecretToken, newSecretToken } from '../auth/service';
import { findApiKeyByHash, findApiKeyOfUser, insertApiKey, listApiKeysOfUser, listUsage, revokeApiKeyRow, type ApiKeyRow } from './repository';

const KEY_PREFIX = 'rw_';
/** `rw_` and the first 8 characters of the secret: enough to tell keys apart, useless to sign in. */
const VISIBLE_LENGTH = KEY_PREFIX.length + 8;

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** A new key: 256 random bits (base64url), shown once in this answer; only its SHA-256 is stored. */
export async function createApiKey(db: Executor, userId: string, input: CreateApiKeyRequest, now: Date): Promise<CreatedApiKey> {
  const secret = `${KEY_PREFIX}${newSecretToken()}`;
  const scopes = [...new Set(input.scopes)].sort() as ApiKeyScope[];
  const row = await insertApiKey(db, {
    userId,
    name: input.name,
    prefix: secret.slice(0, VISIBLE_LENGTH),
    secretHash: hashSecretToken(secret),
    scopes,
    createdAt: now,
  });
  return { key: toApiKey(row), secret };
}

export async function listApiKeys(db: Executor, userId: string): Promise<{ keys: ApiKey[] }> {
  return { keys: (await listApiKeysOfUser(db, userId)).map(toApiKey) };
}

export async function revokeApiKey(db: Executor, userId: string, id: string, now: Date): Promise<void> {
  if (await revokeApiKeyRow(db, userId, id, now)) return;
  if (!(await findApiKeyOfUser(db, userId, id))) throw new AppError('NOT_FOUND', 'This key does not exist.');
  // already revoked: nothing to do
}

export async function getApiKeyUsage(db: Executor, userId: string, id: string): Promise<ApiKeyUsage> {
  if (!(await findApiKeyOfUser(db, userId, id))) throw new AppError('NOT_FOUND', 'This key does not exist.');
  const rows = await listUsage(db, id, 100);
  return { usage: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
}

/** The key row a bearer token names, revoked or not; undefined for anything else. */
export async function findKeyForToken(db: Executor, token: string): Promise<ApiKeyRow | undefined> {
  if (!token.startsWith(KEY_PREFIX) || token.length > 200) return undefined;
  return findApiKeyByHash(db, hashSecretToken(token));
}
