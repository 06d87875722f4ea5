import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '../../db/client';
import { publishEvent } from '../../events/publish';
import { findHolder, insertCertificate, type CertificateRow } from './repository';

/**
 * Open Badges' IdentityHash: `sha256$` and the hex SHA-256 of the identity followed by the salt
 * (the spec's example: 'a@example.com' salted with 'Kosher'). The e-mail is lower-cased as stored.
 */
export function identityHashOf(email: string, salt: string): string {
  return `sha256$${createHash('sha256').update(`${email.toLowerCase()}${salt}`, 'utf8').digest('hex')}`;
}

export type CertificateToIssue = { userId: string; kind: 'module' | 'program'; moduleId: string; title: string; hours: number; now: Date };

/**
 * Inserts the certificate (one per user and module or program: the unique index makes a replay a
 * no-op) with the holder's name and salted e-mail hash as they are now, and publishes
 * `certificate.issued` in the same transaction. Returns the row only when this call issued it.
 */
export async function issueCertificate(tx: Transaction, input: CertificateToIssue): Promise<CertificateRow | undefined> {
  const holder = await findHolder(tx, input.userId);
  const salt = randomBytes(16).toString('hex');
  const certificate = await insertCertificate(tx, {
    id: randomBytes(16).toString('hex'),
    userId: input.userId,
    kind: input.kind,
    moduleId: input.moduleId,
    holderName: holder?.name ?? 'Unknown',
    moduleTitle: input.title,
    hours: input.hours,
    issuedAt: input.now,
    identitySalt: salt,
    identityHash: identityHashOf(holder?.email ?? '', salt),
  });
  if (certificate) await publishEvent(tx, 'certificate.issued', { userId: input.userId, moduleId: input.moduleId, certificateId: certificate.id });
  return certificate;
}
