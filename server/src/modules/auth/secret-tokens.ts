import { createHash, randomBytes } from 'node:crypto';

/** A fresh unguessable token (256 bits, base64url) for cookies and links. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
