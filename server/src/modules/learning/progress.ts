import { CURRICULUM_MODULE_LIST, type CurriculumModuleId } from '@common/catalog/curriculum';
import { LEARNING_MESSAGES, QUIZ_PASS_PERCENT, type LessonResponse, type ModuleDetail, type ModuleSummary } from '@common/contracts/learning';
import { publishEvent } from '../../events/publish';
import { AppError } from '../../http/app-error';
import type { LearningDeps } from './learning-deps';
import { completeModuleIfDone } from './module-completion';
import { catalogueEntry, lessonSummary, publishedModule, summarise } from './module-summary';
import { insertLessonRead, lockLearner, readUserProgress } from './repository';

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

export async function getLesson(deps: Pick<LearningDeps, 'db' | 'content'>, userId: string, moduleId: CurriculumModuleId, lessonId: string): Promise<LessonResponse> {
  const published = publishedModule(deps.content, moduleId);
  const index = published.lessons.findIndex((l) => l.id === lessonId);
  if (index < 0) throw new AppError('NOT_FOUND', LEARNING_MESSAGES.unknownLesson);
  const lesson = published.lessons[index]!;
  const rows = await readUserProgress(deps.db, userId);
  return {
    moduleId,
    lesson: { ...lessonSummary(lesson, rows, moduleId), html: lesson.html },
    previousLessonId: published.lessons[index - 1]?.id ?? null,
    nextLessonId: published.lessons[index + 1]?.id ?? null,
  };
}

export async function markLessonRead(
  deps: Pick<LearningDeps, 'db' | 'content' | 'now'>,
  userId: string,
  moduleId: CurriculumModuleId,
  lessonId: string,
): Promise<{ read: true; moduleCompleted: boolean }> {
  const published = publishedModule(deps.content, moduleId);
  if (!published.lessons.some((l) => l.id === lessonId)) throw new AppError('BAD_REQUEST', LEARNING_MESSAGES.unknownLesson, { lessonId });
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockLearner(tx, userId, moduleId);
    if (await insertLessonRead(tx, { userId, moduleId, lessonId, readAt: now })) await publishEvent(tx, 'lesson.completed', { userId, moduleId, lessonId });
    return { read: true as const, moduleCompleted: await completeModuleIfDone(tx, deps.content, userId, moduleId, now) };
  });
}
