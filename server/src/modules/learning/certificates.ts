import type { CurriculumModuleId } from '@common/catalog/curriculum';
import { CERTIFICATE_ATTESTATION, certificateIdSchema, LEARNING_MESSAGES, type AdminCertificate, type Certificate, type Verification } from '@common/contracts/learning';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { renderCertificatePdf } from './certificate-pdf';
import { buildCredential, signCredential, type CredentialContext } from './credentials';
import { ISSUER_NAME, type LearningDeps } from './learning-deps';
import { findCertificate, listAllCertificates, readUserProgress, revokeCertificateRow, type CertificateRow } from './repository';
import { isRemovedCertificate } from './user-data-repository';

// Certificates: the holder's list, the PDF, the signed credential, public verification and revocation.

export function verificationUrlOf(config: Pick<Config, 'publicOrigin'>, id: string): string {
  return `${config.publicOrigin}/verify/${id}`;
}

function credentialContext(config: Pick<Config, 'publicOrigin'>, id: string): CredentialContext {
  return { origin: config.publicOrigin, verificationUrl: verificationUrlOf(config, id), statusUrl: `${config.publicOrigin}/api/public/certificates/${id}` };
}

function toCertificate(row: CertificateRow, config: Pick<Config, 'publicOrigin'>): Certificate {
  return {
    id: row.id,
    moduleId: row.moduleId as CurriculumModuleId,
    moduleTitle: row.moduleTitle,
    holderName: row.holderName,
    hours: row.hours,
    issuedAt: row.issuedAt.toISOString(),
    issuer: ISSUER_NAME,
    verificationUrl: verificationUrlOf(config, row.id),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
  };
}

export async function listCertificates(deps: Pick<LearningDeps, 'db' | 'config'>, userId: string): Promise<Certificate[]> {
  return (await readUserProgress(deps.db, userId)).certificates.map((row) => toCertificate(row, deps.config));
}

/** A well-formed id of an existing certificate, or NOT_FOUND (malformed ids never reach the database). */
async function certificateById(db: Executor, id: string): Promise<CertificateRow> {
  const wellFormed = certificateIdSchema.safeParse(id).success;
  const row = wellFormed ? await findCertificate(db, id) : undefined;
  if (row) return row;
  // the holder deleted their account: say so, rather than "never existed"
  if (wellFormed && (await isRemovedCertificate(db, id))) throw new AppError('CERTIFICATE_REMOVED', LEARNING_MESSAGES.certificateRemoved);
  throw new AppError('NOT_FOUND', LEARNING_MESSAGES.certificateNotFound);
}

async function ownCertificate(db: Executor, userId: string, id: string): Promise<CertificateRow> {
  const row = await certificateById(db, id);
  if (row.userId !== userId) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.certificateNotFound);
  return row;
}

export async function getCertificatePdf(deps: Pick<LearningDeps, 'db' | 'config'>, userId: string, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await ownCertificate(deps.db, userId, id);
  const pdf = await renderCertificatePdf({ certificate: row, verificationUrl: verificationUrlOf(deps.config, row.id), issuer: ISSUER_NAME });
  return { pdf, fileName: `reelwright-certificate-${row.moduleId}.pdf` };
}

export async function getCredential(deps: Pick<LearningDeps, 'db' | 'config' | 'signingKey'>, userId: string, id: string) {
  const row = await ownCertificate(deps.db, userId, id);
  const context = credentialContext(deps.config, row.id);
  const credential = buildCredential(row, context);
  return { format: 'jwt_vc_json' as const, jwt: await signCredential(await deps.signingKey(), credential, row, context), credential };
}

/** The public answer for `/verify/{id}`: valid or revoked, never the holder's account. */
export async function verifyCertificate(deps: Pick<LearningDeps, 'db' | 'config'>, id: string): Promise<Verification> {
  const row = await certificateById(deps.db, id);
  const { revokedAt, revokedReason, ...certificate } = toCertificate(row, deps.config);
  return {
    status: revokedAt ? 'revoked' : 'valid',
    certificate,
    revokedAt,
    revokedReason,
    attestation: CERTIFICATE_ATTESTATION,
    jwksUrl: `${deps.config.publicOrigin}/.well-known/jwks.json`,
  };
}

export async function listCertificatesForAdmin(deps: Pick<LearningDeps, 'db' | 'config'>): Promise<AdminCertificate[]> {
  return (await listAllCertificates(deps.db, 500)).map((row) => ({ ...toCertificate(row, deps.config), holderEmail: row.holderEmail }));
}

export async function revokeCertificate(deps: Pick<LearningDeps, 'db' | 'config' | 'now'>, adminId: string, id: string, reason: string): Promise<Certificate> {
  await certificateById(deps.db, id);
  const row = await revokeCertificateRow(deps.db, id, { revokedAt: deps.now(), revokedReason: reason, revokedBy: adminId });
  if (!row) throw new AppError('CONFLICT', 'This certificate is already revoked.');
  return toCertificate(row, deps.config);
}
