import type { AccountExport } from '@common/contracts/account';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { sqlExecutorOf, type Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { accountDeleteJob } from '../../jobs/definitions/account-delete';
import { accountExportJob } from '../../jobs/definitions/account-export';
import type { Mailer } from '../../providers/mail/index';
import type { PaymentsProvider } from '../../providers/payments/index';
import type { MediaStorage } from '../../providers/storage/index';
import type { UserDataContext, UserDataStep } from '../../user-data/user-data-step';
import { assertUnderLimit, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import { assertCurrentPassword, closeAccount, findUserById, removeAccountRow, type UserRow } from '../auth/service';
import type { AccountDeps } from './account-deps';
import { buildArchive, type ArchivePart } from './export-archive';
import { exportReadyMail } from './export-mail';
import {
  completeDeletion,
  deleteExportsExcept,
  findDeletion,
  findExport,
  findLatestExport,
  findOwnedExport,
  insertDeletion,
  insertExport,
  listExportsOfUser,
  markDeletionStepDone,
  updateExport,
  type AccountExportRow,
} from './repository';

const EXPORT_VALID_DAYS = 7;
const DAY = 24 * 3_600_000;

/** An export copies every file of the user: 3 a day is plenty for a person and cheap for the server. */
export const exportsPerUser: ThrottleRule = {
  bucket: 'account-export:user',
  limit: 3,
  windowMs: DAY,
  message: 'You asked for your data several times today. Please wait {wait} and try again.',
};

/** What the export and deletion jobs run with (built by the job registry). */
export type UserDataJobDeps = {
  db: Database;
  storage: MediaStorage;
  payments: PaymentsProvider;
  mailer: Mailer;
  config: Config;
  steps: UserDataStep[];
  now?: () => Date;
};

export function exportDownloadUrl(id: string): string {
  return `/api/account/export/${id}/download`;
}

export function toAccountExport(row: AccountExportRow, now: Date): AccountExport {
  const downloadable = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    bytes: row.bytes,
    downloadUrl: downloadable ? exportDownloadUrl(row.id) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function getLatestExport(deps: Pick<AccountDeps, 'db' | 'now'>, userId: string): Promise<AccountExport | null> {
  const row = await findLatestExport(deps.db, userId);
  return row ? toAccountExport(row, deps.now()) : null;
}

/** Queues an export (3 a day); while one is queued or running, asking again returns that one. */
export async function requestExport(deps: AccountDeps, userId: string): Promise<AccountExport> {
  const now = deps.now();
  const latest = await findLatestExport(deps.db, userId);
  if (latest && (latest.status === 'queued' || latest.status === 'running')) return toAccountExport(latest, now);
  await assertUnderLimit({ db: deps.db, rule: exportsPerUser, subjects: [userId], now });
  const row = await deps.db.transaction(async (tx) => {
    await recordThrottleEvent({ db: tx, rule: exportsPerUser, subjects: [userId], now });
    const created = await insertExport(tx, { id: randomUUID(), userId, status: 'queued', progress: 0, createdAt: now });
    await deps.queue.send(accountExportJob, { exportId: created.id }, { db: sqlExecutorOf(tx) });
    return created;
  });
  return toAccountExport(row, now);
}

/** The archive's storage key, for the download route (owner only, while ready and unexpired). */
export async function findDownloadableExport(deps: Pick<AccountDeps, 'db' | 'now'>, userId: string, id: string): Promise<string> {
  const row = await findOwnedExport(deps.db, userId, id);
  if (!row || row.status !== 'ready' || !row.archiveKey || !row.expiresAt || row.expiresAt <= deps.now()) {
    throw new AppError('NOT_FOUND', 'This export is not available. Ask for a new one from your profile.');
  }
  return row.archiveKey;
}

async function contextFor(deps: UserDataJobDeps, user: UserRow): Promise<UserDataContext> {
  return { db: deps.db, storage: deps.storage, payments: deps.payments, userId: user.id, email: user.email, now: (deps.now ?? (() => new Date()))() };
}

/**
 * The `account.export` job: asks every area's step for its part (progress to 50%), packs the JSON
 * and the files (to 99%), stores the archive and mails the link. Safe to run again: the archive is
 * written whole under a key fixed by the export id.
 */
export async function runExport(deps: UserDataJobDeps, exportId: string): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const row = await findExport(deps.db, exportId);
  if (!row || row.status === 'ready') return;
  const user = await findUserById(deps.db, row.userId);
  if (!user) return;
  await updateExport(deps.db, exportId, { status: 'running', progress: 1 });
  try {
    const ctx = await contextFor(deps, user);
    const parts: ArchivePart[] = [];
    for (const [index, step] of deps.steps.entries()) {
      const part = await step.exportUserData(ctx);
      parts.push({ area: step.area, data: part.data, files: part.files ?? [] });
      await updateExport(deps.db, exportId, { progress: Math.round(((index + 1) / deps.steps.length) * 50) });
    }
    const archiveKey = `exports/${exportId}.tar.gz`;
    let bytes = 0;
    await buildArchive({
      storage: deps.storage,
      parts,
      onFile: (done, total) => updateExport(deps.db, exportId, { progress: 50 + Math.floor((done / total) * 49) }),
      async store(archivePath) {
        bytes = (await deps.storage.putFile(archiveKey, archivePath, 'application/gzip')).size;
      },
    });
    const finishedAt = now();
    await updateExport(deps.db, exportId, {
      status: 'ready',
      progress: 100,
      archiveKey,
      bytes,
      finishedAt,
      expiresAt: new Date(finishedAt.getTime() + EXPORT_VALID_DAYS * DAY),
    });
    // only the newest archive is kept: the earlier ones (and their copies of the user's files) go
    for (const earlier of await listExportsOfUser(deps.db, row.userId)) {
      if (earlier.id !== exportId && earlier.archiveKey) await deps.storage.delete(earlier.archiveKey);
    }
    await deleteExportsExcept(deps.db, row.userId, exportId);
  } catch (error) {
    await updateExport(deps.db, exportId, { status: 'failed', finishedAt: now() });
    throw error;
  }
  const link = `${deps.config.publicOrigin}/profile#your-data`;
  // the archive is stored: a failing mail server must not rebuild it, so the link mail is best effort
  await deps.mailer.send(exportReadyMail({ to: user.email, name: user.name, link, validDays: EXPORT_VALID_DAYS })).catch(() => undefined);
}

/**
 * Confirms with the password (wrong ones count like failed sign-ins), then in one transaction: records the deletion, makes the password
 * unusable, ends every session and queues the `account.delete` job.
 */
export async function requestDeletion(deps: AccountDeps, user: UserRow, password: string): Promise<void> {
  await assertCurrentPassword(deps, user, password, 'password');
  await deps.db.transaction(async (tx) => {
    await insertDeletion(tx, user.id, deps.now());
    await closeAccount(tx, user.id);
    await deps.queue.send(accountDeleteJob, { userId: user.id }, { db: sqlExecutorOf(tx) });
  });
}

/**
 * The `account.delete` job: runs every area's deletion step not yet recorded as done, records each
 * one, then removes the account row. A crash anywhere leaves the record, and the queue runs the job
 * again (each step is safe to repeat), so it always ends with everything removed.
 */
export async function runDeletion(deps: UserDataJobDeps, userId: string): Promise<void> {
  const record = await findDeletion(deps.db, userId);
  if (!record || record.completedAt) return;
  const user = await findUserById(deps.db, userId);
  // no account row: the last step already ran before a crash
  if (user) {
    const ctx = await contextFor(deps, user);
    for (const step of deps.steps) {
      if (record.stepsDone.includes(step.area)) continue;
      await step.deleteUserData(ctx);
      await markDeletionStepDone(deps.db, userId, step.area);
    }
    await removeAccountRow(deps.db, userId);
  }
  await completeDeletion(deps.db, userId, (deps.now ?? (() => new Date()))());
}
