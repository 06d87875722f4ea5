import { CURRICULUM_MODULES, type CERTIFIED_CREATOR_PROGRAM, type CurriculumModuleId } from '@common/catalog/curriculum';
import {
  CERTIFICATE_ATTESTATION,
  certificateIdSchema,
  LEARNING_MESSAGES,
  type AdminCertificate,
  type Certificate,
  type Verification,
} from '@common/contracts/learning';
import { randomUUID } from 'node:crypto';
import type { JWK } from 'jose';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { renderCertificatePdf } from './certificate-pdf';
import { buildCredential, publicJwkOf, signCredential, signStatusListCredential, type CredentialContext } from './credentials';
import { ISSUER_NAME, type LearningDeps } from './learning-deps';
import {
  findCertificate,
  insertStatusChange,
  lastStatusChangeAt,
  listAllCertificates,
  listRevokedIndexes,
  listStatusChanges,
  lockCertificate,
  readUserProgress,
  reinstateCertificateRow,
  revokeCertificateRow,
  type CertificateRow,
  type UserProgressRows,
} from './repository';
import { encodeStatusList, STATUS_LIST_SIZE, statusListPosition } from './status-list';
import { isRemovedCertificate } from './user-data-repository';

/**
 * Certificates: the holder's list and downloads (PDF, signed Open Badges 3.0 credential), the public
 * verification, the revocation status list, and the admin's revocations and their undoing (ADR 047).
 */
type Origin = Pick<Config, 'publicOrigin'>;

export function verificationUrlOf(config: Origin, id: string): string {
  return `${config.publicOrigin}/verify/${id}`;
}

/** The public URL of status list number `list` (a signed BitstringStatusListCredential). */
export function statusListUrlOf(config: Origin, list: number): string {
  return `${config.publicOrigin}/api/public/credential-status/${list}`;
}

function credentialContext(config: Origin, row: CertificateRow): CredentialContext {
  const { list, bit } = statusListPosition(row.statusListIndex);
  const program = row.kind === 'program';
  return {
    origin: config.publicOrigin,
    verificationUrl: verificationUrlOf(config, row.id),
    statusListUrl: statusListUrlOf(config, list),
    statusListBit: bit,
    issuerName: ISSUER_NAME,
    achievementUrl: program
      ? `${config.publicOrigin}/learning/programs/${row.moduleId}`
      : `${config.publicOrigin}${CURRICULUM_MODULES[row.moduleId as CurriculumModuleId]?.route ?? '/learning'}`,
    criteria: program
      ? `Earn the certificate of each of the seven ${ISSUER_NAME} modules: every lesson read, every practice task done in the product and every quiz passed (80%).`
      : `Read every lesson of the self-paced module ${row.moduleTitle}, complete its practice tasks in the product and pass its quiz (80%).`,
  };
}

export function toCertificate(row: CertificateRow, config: Origin): Certificate {
  return {
    id: row.id,
    kind: row.kind === 'program' ? 'program' : 'module',
    moduleId: row.moduleId as CurriculumModuleId | typeof CERTIFIED_CREATOR_PROGRAM.id,
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

/** The certificate if `userId` holds it; anyone else's (or none) is NOT_FOUND. */
export async function heldCertificate(db: Executor, userId: string, id: string): Promise<CertificateRow> {
  const row = await certificateById(db, id);
  if (row.userId !== userId) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.certificateNotFound);
  return row;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the holder did for this certificate, from their progress rows: lessons read, practice tasks done, the quiz score. */
export function completedWork(row: CertificateRow, progress: UserProgressRows): string {
  const inScope = (moduleId: string) => (row.kind === 'program' ? true : moduleId === row.moduleId);
  const lessons = progress.lessons.filter((l) => inScope(l.moduleId)).length;
  const tasks = progress.tasks.filter((t) => inScope(t.moduleId)).length;
  if (row.kind === 'program') {
    const modules = progress.certificates.filter((c) => c.kind === 'module').length;
    return `Completed: ${plural(modules, 'module certificate', 'module certificates')}, ${plural(lessons, 'lesson', 'lessons')} read, ${plural(tasks, 'practice task', 'practice tasks')} done in the product.`;
  }
  const best = progress.quizzes.find((q) => q.moduleId === row.moduleId)?.bestScore;
  const quiz = best === null || best === undefined ? 'the quiz passed' : `the quiz passed with ${best}%`;
  return `Completed: ${plural(lessons, 'lesson', 'lessons')} read, ${plural(tasks, 'practice task', 'practice tasks')} done in the product, ${quiz}.`;
}

/** The PDF of a certificate `userId` holds. */
export async function getCertificatePdf(deps: Pick<LearningDeps, 'db' | 'config'>, userId: string, id: string): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await heldCertificate(deps.db, userId, id);
  const completed = completedWork(row, await readUserProgress(deps.db, userId));
  const pdf = await renderCertificatePdf({ certificate: row, verificationUrl: verificationUrlOf(deps.config, row.id), issuer: ISSUER_NAME, completed });
  return { pdf, fileName: `reelwright-certificate-${row.moduleId}.pdf` };
}

export async function getCredential(deps: Pick<LearningDeps, 'db' | 'config' | 'signingKey'>, userId: string, id: string) {
  const row = await heldCertificate(deps.db, userId, id);
  const context = credentialContext(deps.config, row);
  const credential = buildCredential(row, context);
  return { format: 'jwt_vc_json' as const, jwt: await signCredential(await deps.signingKey(), credential, row, context), credential };
}

/** The public answer for `/verify/{id}`: valid or revoked, never the holder's account. */
export async function verifyCertificate(deps: Pick<LearningDeps, 'db' | 'config'>, id: string): Promise<Verification> {
  const row = await certificateById(deps.db, id);
  const { revokedAt, revokedReason, ...certificate } = toCertificate(row, deps.config);
  const context = credentialContext(deps.config, row);
  return {
    status: revokedAt ? 'revoked' : 'valid',
    certificate,
    revokedAt,
    revokedReason,
    attestation: CERTIFICATE_ATTESTATION,
    jwksUrl: `${deps.config.publicOrigin}/.well-known/jwks.json`,
    credentialStatus: { statusListCredential: context.statusListUrl, statusListIndex: String(context.statusListBit), statusPurpose: 'revocation' },
  };
}

export async function listCertificatesForAdmin(deps: Pick<LearningDeps, 'db' | 'config'>): Promise<AdminCertificate[]> {
  return (await listAllCertificates(deps.db, 500)).map((row) => ({ ...toCertificate(row, deps.config), holderEmail: row.holderEmail }));
}

type StatusChange = { action: 'revoked' | 'reinstated'; adminId: string; reason: string };

/**
 * Revokes or undoes a revocation, with the admin's reason, under the certificate's row lock; the
 * audit row is written in the same transaction. The status list is built from these rows on
 * request, so its bit flips with the commit.
 */
async function changeStatus(deps: Pick<LearningDeps, 'db' | 'config' | 'now'>, id: string, change: StatusChange): Promise<Certificate> {
  await certificateById(deps.db, id);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockCertificate(tx, id);
    const row =
      change.action === 'revoked'
        ? await revokeCertificateRow(tx, id, { revokedAt: now, revokedReason: change.reason, revokedBy: change.adminId })
        : await reinstateCertificateRow(tx, id);
    if (!row) throw new AppError('CONFLICT', change.action === 'revoked' ? 'This certificate is already revoked.' : 'This certificate is not revoked.');
    await insertStatusChange(tx, {
      id: randomUUID(),
      certificateId: id,
      action: change.action,
      reason: change.reason,
      adminId: change.adminId,
      changedAt: now,
    });
    return toCertificate(row, deps.config);
  });
}

export async function revokeCertificate(deps: Pick<LearningDeps, 'db' | 'config' | 'now'>, adminId: string, id: string, reason: string): Promise<Certificate> {
  return changeStatus(deps, id, { action: 'revoked', adminId, reason });
}

export async function reinstateCertificate(
  deps: Pick<LearningDeps, 'db' | 'config' | 'now'>,
  adminId: string,
  id: string,
  reason: string,
): Promise<Certificate> {
  return changeStatus(deps, id, { action: 'reinstated', adminId, reason });
}

export async function listCertificateStatusChanges(deps: Pick<LearningDeps, 'db'>, id: string) {
  await certificateById(deps.db, id);
  const rows = await listStatusChanges(deps.db, id);
  return {
    changes: rows.map((r) => ({ action: r.action as 'revoked' | 'reinstated', reason: r.reason, adminId: r.adminId, changedAt: r.changedAt.toISOString() })),
  };
}

/**
 * Status list `list` as a signed BitstringStatusListCredential (compact JWS). Its `validFrom` is the
 * last status change (or the key's creation), so the same state always gives the same bytes.
 */
export async function getStatusList(deps: Pick<LearningDeps, 'db' | 'config' | 'signingKey'>, list: number): Promise<string> {
  const from = list * STATUS_LIST_SIZE;
  const bits = (await listRevokedIndexes(deps.db, from, from + STATUS_LIST_SIZE)).map((index) => index - from);
  const key = await deps.signingKey();
  const validFrom = (await lastStatusChangeAt(deps.db)) ?? key.createdAt;
  const { jwt } = await signStatusListCredential(key, {
    origin: deps.config.publicOrigin,
    url: statusListUrlOf(deps.config, list),
    encodedList: encodeStatusList(bits),
    validFrom,
  });
  return jwt;
}

/** The public JWK a credential's `kid` names; any other id is NOT_FOUND. */
export async function getCredentialKey(deps: Pick<LearningDeps, 'config' | 'signingKey'>, kid: string): Promise<JWK> {
  const key = await deps.signingKey();
  if (key.kid !== kid) throw new AppError('NOT_FOUND', 'No key has this id.');
  return publicJwkOf(key, deps.config.publicOrigin);
}
