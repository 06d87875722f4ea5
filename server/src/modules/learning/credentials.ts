import { CERTIFICATE_ATTESTATION } from '@common/contracts/learning';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import type { Executor } from '../../db/client';
import { findSigningKey, insertSigningKeyIfMissing, type CertificateRow, type SigningKeyRow } from './repository';

/**
 * The installation's credential key: Ed25519, created at the first start and kept in the database
 * (so every instance signs with the same key and a restart keeps it). Two instances starting at
 * once both generate one, both insert with `on conflict do nothing`, and both read back the row
 * that won. The public half is served as a JWKS at `/.well-known/jwks.json`.
 */
const KEY_NAME = 'credentials';

export type SigningKey = { kid: string; publicJwk: JWK; privateJwk: JWK };

export async function ensureSigningKey(db: Executor, now: Date): Promise<SigningKey> {
  let row = await findSigningKey(db, KEY_NAME);
  if (!row) {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const privateJwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await insertSigningKeyIfMissing(db, { name: KEY_NAME, kid, publicJwk: publicJwk as SigningKeyRow['publicJwk'], privateJwk: privateJwk as SigningKeyRow['privateJwk'], createdAt: now });
    row = await findSigningKey(db, KEY_NAME);
    if (!row) throw new Error('The credential signing key could not be stored.');
  }
  return { kid: row.kid, publicJwk: row.publicJwk as JWK, privateJwk: row.privateJwk as JWK };
}

/**
 * The key, read (or made) on first use and then kept: the app starts, and answers 503, while the
 * database is down. A failed read is not kept, so the next call tries again.
 */
export function signingKeyLoader(db: Executor, now: () => Date): () => Promise<SigningKey> {
  let pending: Promise<SigningKey> | undefined;
  return () => {
    pending ??= ensureSigningKey(db, now()).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** The public key set anyone may use to check a credential offline. */
export function toJwks(key: SigningKey): { keys: JWK[] } {
  const { kty, crv, x } = key.publicJwk;
  return { keys: [{ kty, crv, x, kid: key.kid, alg: 'EdDSA', use: 'sig' }] };
}

export type CredentialContext = { origin: string; verificationUrl: string; statusUrl: string };

/**
 * An Open Badges 3.0 OpenBadgeCredential (a W3C Verifiable Credential) for one certificate. The
 * status entry points at the public verification JSON, which says whether it was revoked.
 */
export function buildCredential(cert: CertificateRow, context: CredentialContext): Record<string, unknown> {
  return {
    '@context': ['https://www.w3.org/2018/credentials/v1', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: context.verificationUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: context.origin, type: ['Profile'], name: 'Reelwright', url: context.origin },
    issuanceDate: cert.issuedAt.toISOString(),
    validFrom: cert.issuedAt.toISOString(),
    name: `${cert.moduleTitle}: Reelwright module certificate`,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: cert.holderName,
      achievement: {
        id: `${context.origin}/learning/modules/${cert.moduleId}`,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: cert.moduleTitle,
        description: CERTIFICATE_ATTESTATION,
        criteria: { narrative: `Read every lesson of the self-paced module ${cert.moduleTitle}, complete its practice tasks in the product and pass its quiz (80%).` },
        humanCode: cert.moduleId,
      },
      result: [{ type: ['Result'], value: `${cert.hours} hours` }],
    },
    credentialStatus: { id: context.statusUrl, type: 'ReelwrightCertificateStatus' },
  };
}

/**
 * Signs the credential as a JWT-VC (Open Badges 3.0, "JSON Web Token Proof Format"): header
 * `{alg: EdDSA, kid, typ: JWT}`, claims `vc`, `iss`, `jti`, `nbf`, `sub`. Deterministic: Ed25519
 * signatures are, and every claim comes from the stored certificate.
 */
export async function signCredential(key: SigningKey, credential: Record<string, unknown>, cert: CertificateRow, context: CredentialContext): Promise<string> {
  const privateKey = await importJWK(key.privateJwk, 'EdDSA');
  return new SignJWT({ vc: credential })
    .setProtectedHeader({ alg: 'EdDSA', kid: key.kid, typ: 'JWT' })
    .setIssuer(context.origin)
    .setJti(context.verificationUrl)
    .setSubject(`${context.origin}/certificates/holders/${cert.id}`)
    .setNotBefore(Math.floor(cert.issuedAt.getTime() / 1000))
    .sign(privateKey);
}
