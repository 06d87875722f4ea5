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

export type SigningKey = { kid: string; publicJwk: JWK; privateJwk: JWK; createdAt: Date };

export async function ensureSigningKey(db: Executor, now: Date): Promise<SigningKey> {
  let row = await findSigningKey(db, KEY_NAME);
  if (!row) {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const privateJwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await insertSigningKeyIfMissing(db, {
      name: KEY_NAME,
      kid,
      publicJwk: publicJwk as SigningKeyRow['publicJwk'],
      privateJwk: privateJwk as SigningKeyRow['privateJwk'],
      createdAt: now,
    });
    row = await findSigningKey(db, KEY_NAME);
    if (!row) throw new Error('The credential signing key could not be stored.');
  }
  return { kid: row.kid, publicJwk: row.publicJwk as JWK, privateJwk: row.privateJwk as JWK, createdAt: row.createdAt };
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

/** The key's id in JWS headers and the JWKS: a URL that answers with the public JWK itself (Open Badges 3.0 asks `kid` to dereference to one). */
export function keyIdUrl(origin: string, key: Pick<SigningKey, 'kid'>): string {
  return `${origin}/api/public/credential-keys/${key.kid}`;
}

/** The public half alone (never `d`), as served at its `kid` URL and in the JWKS. */
export function publicJwkOf(key: SigningKey, origin: string): JWK {
  const { kty, crv, x } = key.publicJwk;
  return { kty, crv, x, kid: keyIdUrl(origin, key), alg: 'EdDSA', use: 'sig' };
}

/**
 * The public key set anyone may use to check a credential offline. The same key twice: under its
 * `kid` URL (credentials signed now) and under its bare thumbprint (what credentials downloaded
 * before ADR 047 name), so both verify.
 */
export function toJwks(key: SigningKey, origin: string): { keys: JWK[] } {
  const current = publicJwkOf(key, origin);
  return { keys: [current, { ...current, kid: key.kid }] };
}

export const VC_CONTEXT_V2 = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
export const OB_SCHEMA = 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json';

export type CredentialContext = {
  origin: string;
  verificationUrl: string;
  /** The status list credential holding this certificate's revocation bit, and the bit. */
  statusListUrl: string;
  statusListBit: number;
  /** Who issues: the name shown to verifiers. */
  issuerName: string;
  /** What the achievement asks for and where it is described (module or program). */
  achievementUrl: string;
  criteria: string;
};

/**
 * An Open Badges 3.0 OpenBadgeCredential on the W3C VC Data Model 2.0: the holder is named and
 * identified by their e-mail at issue, salted and hashed (IdentityObject), so a verifier who is given
 * the address can check it and nobody else learns it. Revocation is a bit in a W3C Bitstring Status
 * List (ADR 047).
 */
export function buildCredential(cert: CertificateRow, context: CredentialContext): Record<string, unknown> {
  const validFrom = cert.issuedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const program = cert.kind === 'program';
  return {
    '@context': [VC_CONTEXT_V2, OB_CONTEXT],
    id: context.verificationUrl,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: context.origin, type: ['Profile'], name: context.issuerName, url: context.origin },
    validFrom,
    name: program ? cert.moduleTitle : `${cert.moduleTitle}: ${context.issuerName} module certificate`,
    credentialSubject: {
      id: subjectIdOf(cert, context.origin),
      type: ['AchievementSubject'],
      name: cert.holderName,
      identifier: [{ type: 'IdentityObject', identityHash: cert.identityHash, identityType: 'emailAddress', hashed: true, salt: cert.identitySalt }],
      achievement: {
        id: context.achievementUrl,
        type: ['Achievement'],
        achievementType: 'Certificate',
        name: cert.moduleTitle,
        description: `${program ? 'The program' : 'A self-paced module'} of ${cert.hours} hours of guided lessons and practice. ${CERTIFICATE_ATTESTATION}`,
        criteria: { narrative: context.criteria },
        humanCode: cert.moduleId,
      },
    },
    // VC 2.0's JsonSchema type (the OB context does not define 1EdTech's validator type, so safe-mode JSON-LD would reject it)
    credentialSchema: [{ id: OB_SCHEMA, type: 'JsonSchema' }],
    credentialStatus: {
      id: `${context.statusListUrl}#${context.statusListBit}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(context.statusListBit),
      statusListCredential: context.statusListUrl,
    },
  };
}

function subjectIdOf(cert: CertificateRow, origin: string): string {
  return `${origin}/certificates/holders/${cert.id}`;
}

/**
 * Signs the credential as Open Badges 3.0's "JSON Web Token Proof Format" (on VC 2.0): header
 * `{alg: EdDSA, kid, typ: JWT}` whose `kid` dereferences to the JWK; the payload is the credential
 * itself plus `iss` (issuer.id), `jti` (id), `sub` (credentialSubject.id) and `nbf` (validFrom).
 * Deterministic: Ed25519 signatures are, and every claim comes from the stored certificate.
 */
export async function signCredential(key: SigningKey, credential: Record<string, unknown>, cert: CertificateRow, context: CredentialContext): Promise<string> {
  const privateKey = await importJWK(key.privateJwk, 'EdDSA');
  return new SignJWT(credential)
    .setProtectedHeader({ alg: 'EdDSA', kid: keyIdUrl(context.origin, key), typ: 'JWT' })
    .setIssuer(context.origin)
    .setJti(context.verificationUrl)
    .setSubject(subjectIdOf(cert, context.origin))
    .setNotBefore(Math.floor(cert.issuedAt.getTime() / 1000))
    .sign(privateKey);
}

/**
 * The status list itself as a VC 2.0 `BitstringStatusListCredential`, secured the VC-JOSE-COSE
 * way (the credential is the JWT payload, `typ: vc+jwt`), signed with the same key. Served as `application/vc+jwt`.
 */
export async function signStatusListCredential(
  key: SigningKey,
  input: { origin: string; url: string; encodedList: string; validFrom: Date },
): Promise<{ credential: Record<string, unknown>; jwt: string }> {
  const credential = {
    '@context': [VC_CONTEXT_V2],
    id: input.url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: input.origin,
    validFrom: input.validFrom.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    credentialSubject: { id: `${input.url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: input.encodedList },
  };
  const privateKey = await importJWK(key.privateJwk, 'EdDSA');
  // VC-JOSE-COSE: the payload is the credential; `typ` vc+jwt, `cty` vc; iss/jti/nbf mirror it for JWT-only verifiers
  const jwt = await new SignJWT(credential)
    .setProtectedHeader({ alg: 'EdDSA', kid: keyIdUrl(input.origin, key), typ: 'vc+jwt', cty: 'vc' })
    .setIssuer(input.origin)
    .setJti(input.url)
    .setNotBefore(Math.floor(input.validFrom.getTime() / 1000))
    .sign(privateKey);
  return { credential, jwt };
}
