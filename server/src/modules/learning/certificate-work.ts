import type { CurriculumModuleId } from '@common/catalog/curriculum';
import type { Executor } from '../../db/client';
import { moduleEffort, type LearningContent } from './content';
import { readUserProgress } from './repository';

/** What a certificate's holder did in the module: printed on the certificate and named in its credential (issue 30). */
export type CertificateWork = {
  lessons: { id: string; title: string }[];
  lessonCount: number;
  practiceTasks: { id: string; title: string }[];
  taskCount: number;
  /** The best graded quiz attempt, or null when none (a certificate always has a pass). */
  quizScorePercent: number | null;
  readingMinutes: number;
  practiceMinutes: number;
};

/**
 * The lessons read, the practice tasks the server confirmed and the best quiz score of a holder in a
 * module, with the module's reading and practice time (ADR 045). Read from the progress rows, so it
 * is exact for any certificate whose holder still has an account.
 */
export async function describeCertificateWork(
  db: Executor,
  content: LearningContent,
  certificate: { userId: string; moduleId: string },
): Promise<CertificateWork> {
  const published = content.get(certificate.moduleId as CurriculumModuleId);
  const rows = await readUserProgress(db, certificate.userId);
  const read = new Set(rows.lessons.filter((r) => r.moduleId === certificate.moduleId).map((r) => r.lessonId));
  const done = new Set(rows.tasks.filter((r) => r.moduleId === certificate.moduleId).map((r) => r.taskId));
  const lessons = published?.lessons ?? [];
  const tasks = lessons.flatMap((l) => (l.task ? [l.task] : []));
  const effort = published ? moduleEffort(published) : { readingMinutes: 0, practiceMinutes: 0 };
  return {
    lessons: lessons.filter((l) => read.has(l.id)).map((l) => ({ id: l.id, title: l.title })),
    lessonCount: lessons.length,
    practiceTasks: tasks.filter((t) => done.has(t.id)).map((t) => ({ id: t.id, title: t.title })),
    taskCount: tasks.length,
    quizScorePercent: rows.quizzes.find((q) => q.moduleId === certificate.moduleId)?.bestScore ?? null,
    readingMinutes: effort.readingMinutes,
    practiceMinutes: effort.practiceMinutes,
  };
}
