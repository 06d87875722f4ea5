import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  certificates,
  lessonOpens,
  lessonProgress,
  moduleCompletions,
  practiceTaskCompletions,
  quizAttempts,
  removedCertificates,
} from '../../db/schema/learning';

/** Every learning row of the user, as stored (quiz attempts with their answers). */
export async function listLearningRowsOfUser(db: Executor, userId: string) {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const lessons = await db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId));
  const lessonsOpened = await db.select().from(lessonOpens).where(eq(lessonOpens.userId, userId));
  const practiceTasks = await db.select().from(practiceTaskCompletions).where(eq(practiceTaskCompletions.userId, userId));
  const quizAttemptRows = await db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId));
  const modules = await db.select().from(moduleCompletions).where(eq(moduleCompletions.userId, userId));
  const certificateRows = await db.select().from(certificates).where(eq(certificates.userId, userId));
  return { lessons, lessonsOpened, practiceTasks, quizAttempts: quizAttemptRows, modules, certificates: certificateRows };
}

/**
 * Remembers the user's certificate ids as removed, then deletes every learning row of the user; in
 * one transaction, so it runs whole or not at all (and again, harmlessly, after a crash).
 */
export async function deleteLearningRowsOfUser(db: Executor, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: certificates.id, statusListIndex: certificates.statusListIndex })
      .from(certificates)
      .where(eq(certificates.userId, userId));
    // the removed id keeps its status-list bit, set: the issuer no longer vouches for it (ADR 047)
    if (ids.length)
      await tx
        .insert(removedCertificates)
        .values(ids.map(({ id, statusListIndex }) => ({ id, statusListIndex, removedAt: now })))
        .onConflictDoNothing();
    await tx.delete(certificates).where(eq(certificates.userId, userId));
    await tx.delete(moduleCompletions).where(eq(moduleCompletions.userId, userId));
    await tx.delete(quizAttempts).where(eq(quizAttempts.userId, userId));
    await tx.delete(practiceTaskCompletions).where(eq(practiceTaskCompletions.userId, userId));
    await tx.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
    await tx.delete(lessonOpens).where(eq(lessonOpens.userId, userId));
  });
}

export async function isRemovedCertificate(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: removedCertificates.id }).from(removedCertificates).where(eq(removedCertificates.id, id));
  return row !== undefined;
}
