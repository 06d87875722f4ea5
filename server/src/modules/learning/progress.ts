import { CURRICULUM_MODULE_LIST, type CurriculumModuleId } from '@common/catalog/curriculum';
import { LEARNING_MESSAGES, QUIZ_PASS_PERCENT, READ_GATE_SHARE, type LessonResponse, type ModuleDetail, type ModuleSummary } from '@common/contracts/learning';
import { publishEvent } from '../../events/publish';
import { AppError } from '../../http/app-error';
import type { LearningDeps } from './learning-deps';
import { completeModuleIfDone } from './module-completion';
import { catalogueEntry, lessonSummary, publishedModule, summarise } from './module-summary';
import type { Lesson } from './content';
import { findLessonOpen, insertLessonRead, lockLearner, readUserProgress, recordLessonOpen, rewindLessonOpens } from './repository';

// A learner's progress: the modules, one module, one lesson, and marking a lesson read.

export async function listModules(deps: Pick<LearningDeps, 'db' | 'content'>, userId: string): Promise<ModuleSummary[]> {
  const rows = await readUserProgress(deps.db, userId);
  return CURRICULUM_MODULE_LIST.map((entry) => summarise(entry, deps.content.get(entry.id as CurriculumModuleId), rows));
}

export async function getModule(deps: Pick<LearningDeps, 'db' | 'content'>, userId: string, moduleId: CurriculumModuleId): Promise<ModuleDetail> {
  const rows = await readUserProgress(deps.db, userId);
  const published = deps.content.get(moduleId);
  const summary = summarise(catalogueEntry(moduleId), published, rows);
  const quizRow = rows.quizzes.find((q) => q.moduleId === moduleId);
  return {
    ...summary,
    lessons: published ? published.lessons.map((l) => lessonSummary(l, rows, moduleId)) : [],
    quiz: published
      ? { questionCount: published.quiz.length, passPercent: QUIZ_PASS_PERCENT, bestScorePercent: quizRow?.bestScore ?? null, attempts: quizRow?.attempts ?? 0 }
      : null,
    certificateId: rows.certificates.find((c) => c.moduleId === moduleId)?.id ?? null,
  };
}

export async function getLesson(
  deps: Pick<LearningDeps, 'db' | 'content' | 'now'>,
  userId: string,
  moduleId: CurriculumModuleId,
  lessonId: string,
): Promise<LessonResponse> {
  const published = publishedModule(deps.content, moduleId);
  const index = published.lessons.findIndex((l) => l.id === lessonId);
  if (index < 0) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.unknownLesson);
  const lesson = published.lessons[index]!;
  const rows = await readUserProgress(deps.db, userId);
  const summary = lessonSummary(lesson, rows, moduleId);
  // opening the lesson starts its reading clock (once: a later visit keeps the first time)
  const openedAt = await recordLessonOpen(deps.db, { userId, moduleId, lessonId, openedAt: deps.now() });
  return {
    moduleId,
    lesson: { ...summary, html: lesson.html, readableAt: summary.read ? null : readableAt(lesson, openedAt).toISOString() },
    previousLessonId: published.lessons[index - 1]?.id ?? null,
    nextLessonId: published.lessons[index + 1]?.id ?? null,
  };
}

/** The reading gate (ADR 045): first opened plus half the lesson's reading time, measured on the server. */
function readableAt(lesson: Pick<Lesson, 'minutes'>, openedAt: Date): Date {
  return new Date(openedAt.getTime() + Math.round(lesson.minutes * READ_GATE_SHARE * 60_000));
}

const clockTime = (at: Date) => `${at.toISOString().slice(11, 16)} UTC`;

export async function markLessonRead(
  deps: Pick<LearningDeps, 'db' | 'content' | 'now'>,
  userId: string,
  moduleId: CurriculumModuleId,
  lessonId: string,
): Promise<{ read: true; moduleCompleted: boolean }> {
  const published = publishedModule(deps.content, moduleId);
  const lesson = published.lessons.find((l) => l.id === lessonId);
  if (!lesson) throw new AppError('BAD_REQUEST', LEARNING_MESSAGES.unknownLesson, { lessonId });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockLearner(tx, userId, moduleId);
    const alreadyRead = (await readUserProgress(tx, userId)).lessons.some((r) => r.moduleId === moduleId && r.lessonId === lessonId);
    if (!alreadyRead) {
      const openedAt = await findLessonOpen(tx, userId, moduleId, lessonId);
      if (!openedAt) throw new AppError('CONFLICT', LEARNING_MESSAGES.lessonNotOpened, { lessonId });
      const from = readableAt(lesson, openedAt);
      if (now < from)
        throw new AppError('CONFLICT', LEARNING_MESSAGES.readTooSoon(lesson.minutes, clockTime(from)), { lessonId, readableAt: from.toISOString() });
    }
    if (await insertLessonRead(tx, { userId, moduleId, lessonId, readAt: now })) await publishEvent(tx, 'lesson.completed', { userId, moduleId, lessonId });
    return { read: true as const, moduleCompleted: await completeModuleIfDone(tx, deps.content, userId, moduleId, now) };
  });
}

/** Test-only (LEARNING_TEST_CLOCK): as if the learner had opened their lessons `minutes` earlier. */
export async function rewindReadingClock(deps: Pick<LearningDeps, 'db'>, userId: string, minutes: number): Promise<{ rewoundMinutes: number }> {
  await rewindLessonOpens(deps.db, userId, minutes);
  return { rewoundMinutes: minutes };
}
