import { and, asc, desc, eq, gte, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import {
  certificates,
  certificateStatusChanges,
  lessonOpens,
  lessonProgress,
  moduleCompletions,
  practiceTaskCompletions,
  quizAttempts,
  removedCertificates,
  signingKeys,
} from '../../db/schema/learning';

export type CertificateRow = typeof certificates.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
export type SigningKeyRow = typeof signingKeys.$inferSelect;
export type StatusChangeRow = typeof certificateStatusChanges.$inferSelect;

/** Inserts the row unless it is there; true when this call inserted it (the first time). */
export async function insertLessonRead(db: Executor, row: typeof lessonProgress.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(lessonProgress).values(row).onConflictDoNothing().returning({ lessonId: lessonProgress.lessonId });
  return inserted.length > 0;
}

/** The first time the learner opened the lesson (kept; a later visit does not restart the clock). */
export async function recordLessonOpen(db: Executor, row: typeof lessonOpens.$inferInsert): Promise<Date> {
  await db.insert(lessonOpens).values(row).onConflictDoNothing();
  const [found] = await db
    .select({ openedAt: lessonOpens.openedAt })
    .from(lessonOpens)
    .where(and(eq(lessonOpens.userId, row.userId), eq(lessonOpens.moduleId, row.moduleId), eq(lessonOpens.lessonId, row.lessonId)));
  return found!.openedAt;
}

export async function findLessonOpen(db: Executor, userId: string, moduleId: string, lessonId: string): Promise<Date | undefined> {
  const [found] = await db
    .select({ openedAt: lessonOpens.openedAt })
    .from(lessonOpens)
    .where(and(eq(lessonOpens.userId, userId), eq(lessonOpens.moduleId, moduleId), eq(lessonOpens.lessonId, lessonId)));
  return found?.openedAt;
}

/** Test-only (LEARNING_TEST_CLOCK): moves the learner's lesson-open times back, as if they had opened them earlier. */
export async function rewindLessonOpens(db: Executor, userId: string, minutes: number): Promise<void> {
  await db
    .update(lessonOpens)
    .set({ openedAt: sql`${lessonOpens.openedAt} - make_interval(mins => ${minutes})` })
    .where(eq(lessonOpens.userId, userId));
}

export async function insertTaskCompletion(db: Executor, row: typeof practiceTaskCompletions.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(practiceTaskCompletions).values(row).onConflictDoNothing().returning({ taskId: practiceTaskCompletions.taskId });
  return inserted.length > 0;
}

export async function insertModuleCompletion(db: Executor, row: typeof moduleCompletions.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(moduleCompletions).values(row).onConflictDoNothing().returning({ moduleId: moduleCompletions.moduleId });
  return inserted.length > 0;
}

export type UserProgressRows = {
  lessons: { moduleId: string; lessonId: string; readAt: Date }[];
  tasks: { moduleId: string; taskId: string; completedAt: Date }[];
  quizzes: { moduleId: string; attempts: number; bestScore: number | null; passed: boolean }[];
  certificates: CertificateRow[];
};

export async function readUserProgress(db: Executor, userId: string): Promise<UserProgressRows> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const lessons = await db
    .select({ moduleId: lessonProgress.moduleId, lessonId: lessonProgress.lessonId, readAt: lessonProgress.readAt })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
  const tasks = await db
    .select({ moduleId: practiceTaskCompletions.moduleId, taskId: practiceTaskCompletions.taskId, completedAt: practiceTaskCompletions.completedAt })
    .from(practiceTaskCompletions)
    .where(eq(practiceTaskCompletions.userId, userId));
  const quizzes = await db
    .select({
      moduleId: quizAttempts.moduleId,
      attempts: sql<number>`count(${quizAttempts.submittedAt})::int`,
      bestScore: sql<number | null>`max(${quizAttempts.scorePercent})`,
      passed: sql<boolean>`coalesce(bool_or(${quizAttempts.passed}), false)`,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, userId))
    .groupBy(quizAttempts.moduleId);
  const certs = await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.issuedAt));
  return { lessons, tasks, quizzes, certificates: certs };
}

export async function insertQuizAttempt(db: Executor, row: typeof quizAttempts.$inferInsert): Promise<void> {
  await db.insert(quizAttempts).values(row);
}

/** Locks the attempt for grading; only the owner's attempt is found. */
export async function lockQuizAttempt(db: Executor, userId: string, attemptId: string): Promise<QuizAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)))
    .for('update');
  return row;
}

export async function saveQuizGrade(
  db: Executor,
  attemptId: string,
  values: { answers: Record<string, number>; scorePercent: number; passed: boolean; submittedAt: Date },
): Promise<void> {
  await db.update(quizAttempts).set(values).where(eq(quizAttempts.id, attemptId));
}

/** Counts the passed attempts of a user's module other than `exceptId` (to publish quiz.passed on the first pass only). */
export async function countPassedAttempts(db: Executor, userId: string, moduleId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.moduleId, moduleId), eq(quizAttempts.passed, true)));
  return row?.n ?? 0;
}

/** The holder's name and e-mail, copied onto a certificate when it is issued. */
export async function findHolder(db: Executor, userId: string): Promise<{ name: string; email: string } | undefined> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

/** Inserts the certificate unless the user already has one for the module; returns it only when inserted. */
export async function insertCertificate(db: Executor, row: typeof certificates.$inferInsert): Promise<CertificateRow | undefined> {
  const [inserted] = await db
    .insert(certificates)
    .values(row)
    .onConflictDoNothing({ target: [certificates.userId, certificates.moduleId] })
    .returning();
  return inserted;
}

export async function findCertificate(db: Executor, id: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row;
}

export async function listAllCertificates(db: Executor, limit: number): Promise<(CertificateRow & { holderEmail: string })[]> {
  return db
    .select({ cert: certificates, holderEmail: users.email })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .orderBy(desc(certificates.issuedAt))
    .limit(limit)
    .then((rows) => rows.map((r) => ({ ...r.cert, holderEmail: r.holderEmail })));
}

/** Revokes once: a revoked certificate keeps its first date and reason until an admin undoes it. */
export async function revokeCertificateRow(
  db: Executor,
  id: string,
  values: { revokedAt: Date; revokedReason: string; revokedBy: string },
): Promise<CertificateRow | undefined> {
  const [row] = await db
    .update(certificates)
    .set(values)
    .where(and(eq(certificates.id, id), sql`${certificates.revokedAt} is null`))
    .returning();
  return row;
}

/** Undoes a revocation; undefined when the certificate is not revoked. */
export async function reinstateCertificateRow(db: Executor, id: string): Promise<CertificateRow | undefined> {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: null, revokedReason: null, revokedBy: null })
    .where(and(eq(certificates.id, id), isNotNull(certificates.revokedAt)))
    .returning();
  return row;
}

export async function insertStatusChange(db: Executor, row: StatusChangeRow): Promise<void> {
  await db.insert(certificateStatusChanges).values(row);
}

export async function listStatusChanges(db: Executor, certificateId: string): Promise<StatusChangeRow[]> {
  return db
    .select()
    .from(certificateStatusChanges)
    .where(eq(certificateStatusChanges.certificateId, certificateId))
    .orderBy(asc(certificateStatusChanges.changedAt));
}

/**
 * The set bits of one status list, `[from, to)`: revoked certificates, and certificates whose holder
 * deleted their account (the issuer no longer vouches for them).
 */
export async function listRevokedIndexes(db: Executor, from: number, to: number): Promise<number[]> {
  const revoked = await db
    .select({ index: certificates.statusListIndex })
    .from(certificates)
    .where(and(isNotNull(certificates.revokedAt), gte(certificates.statusListIndex, from), lt(certificates.statusListIndex, to)));
  const removed = await db
    .select({ index: removedCertificates.statusListIndex })
    .from(removedCertificates)
    .where(and(gte(removedCertificates.statusListIndex, from), lt(removedCertificates.statusListIndex, to)));
  return [...revoked, ...removed].flatMap((r) => (r.index === null ? [] : [r.index]));
}

/** When any status last changed (a revocation, its undoing, a removal): the status list's `validFrom`. */
export async function lastStatusChangeAt(db: Executor): Promise<Date | null> {
  const [changed] = await db.select({ at: max(certificateStatusChanges.changedAt) }).from(certificateStatusChanges);
  const [removed] = await db
    .select({ at: max(removedCertificates.removedAt) })
    .from(removedCertificates)
    .where(isNotNull(removedCertificates.statusListIndex));
  const times = [changed?.at, removed?.at].filter((t): t is Date => t instanceof Date);
  return times.length ? new Date(Math.max(...times.map((t) => t.getTime()))) : null;
}

/** Locks the certificate row for a status change (two admins at once change it one after the other). */
export async function lockCertificate(db: Executor, id: string): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id)).for('update');
  return row;
}

export async function insertSigningKeyIfMissing(db: Executor, row: SigningKeyRow): Promise<void> {
  await db.insert(signingKeys).values(row).onConflictDoNothing();
}

export async function findSigningKey(db: Executor, name: string): Promise<SigningKeyRow | undefined> {
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.name, name));
  return row;
}

/** Serialises one learner's progress in one module until the transaction ends (see completeModuleIfDone). */
export async function lockLearner(tx: Executor, userId: string, moduleId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`learning:${userId}:${moduleId}`}))`);
}
