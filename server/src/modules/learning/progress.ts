import { CURRICULUM_MODULE_LIST, CURRICULUM_MODULES, type CurriculumModuleEntry, type CurriculumModuleId } from '@common/catalog/curriculum';
import {
  LEARNING_MESSAGES,
  QUIZ_PASS_PERCENT,
  type LessonResponse,
  type LessonSummary,
  type ModuleDetail,
  type ModuleSummary,
  type NextStep,
  type QuizAttempt,
  type QuizResult,
  type QuizSubmission,
} from '@common/contracts/learning';
import { randomInt, randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { publishEvent } from '../../events/publish';
import { AppError } from '../../http/app-error';
import { findRenderJob } from '../renders/service';
import { issueCertificate } from './certificate-issue';
import { loadLearningContent, type LearningContent, type Lesson, type PublishedModule, type RenderCheck } from './content';
import { ensureSigningKey, signingKeyLoader, toJwks, type SigningKey } from './credentials';
import {
  countPassedAttempts,
  insertLessonRead,
  insertModuleCompletion,
  insertQuizAttempt,
  insertTaskCompletion,
  lockLearner,
  lockQuizAttempt,
  readUserProgress,
  saveQuizGrade,
  type UserProgressRows,
} from './repository';

/**
 * Learning: the curriculum's published modules (lesson files), each learner's progress, the quiz,
 * practice tasks confirmed from real events, and certificates signed with the installation's key.
 * See docs/decisions/019-learning-and-certificates.md.
 */
export type LearningDeps = { db: Database; config: Config; now: () => Date; content: LearningContent; signingKey: () => Promise<SigningKey> };

export const ISSUER_NAME = 'Reelwright';

let defaultContent: LearningContent | undefined;
/** The repository's lesson files, read once (the subscribers use it; the routes get it from their deps). */
export function defaultLearningContent(): LearningContent {
  defaultContent ??= loadLearningContent();
  return defaultContent;
}

export { ensureSigningKey, signingKeyLoader, toJwks };
export type { LearningContent, SigningKey };

// ---------- progress ----------

function catalogueEntry(moduleId: CurriculumModuleId): CurriculumModuleEntry {
  return CURRICULUM_MODULES[moduleId];
}

function summarise(entry: CurriculumModuleEntry, published: PublishedModule | undefined, rows: UserProgressRows): ModuleSummary {
  const base = { id: entry.id as CurriculumModuleId, number: entry.number, title: entry.title, route: entry.route, hours: entry.hours, difficulty: entry.difficulty };
  if (!published) {
    return { ...base, status: 'coming-soon', lessonCount: 0, lessonsRead: 0, taskCount: 0, tasksDone: 0, quizPassed: false, progressPercent: 0, completed: false, nextStep: null };
  }
  const read = new Set(rows.lessons.filter((r) => r.moduleId === entry.id).map((r) => r.lessonId));
  const done = new Set(rows.tasks.filter((r) => r.moduleId === entry.id).map((r) => r.taskId));
  const lessons = published.lessons;
  const tasks = lessons.flatMap((l) => (l.task ? [{ lesson: l, task: l.task }] : []));
  const lessonsRead = lessons.filter((l) => read.has(l.id)).length;
  const tasksDone = tasks.filter((t) => done.has(t.task.id)).length;
  const quizPassed = rows.quizzes.some((q) => q.moduleId === entry.id && q.passed);
  const certificate = rows.certificates.find((c) => c.moduleId === entry.id);
  const total = lessons.length + tasks.length + 1;
  const doneCount = lessonsRead + tasksDone + (quizPassed ? 1 : 0);
  let nextStep: NextStep | null = null;
  const unread = lessons.find((l) => !read.has(l.id));
  const pendingTask = tasks.find((t) => !done.has(t.task.id));
  if (unread) nextStep = { kind: 'lesson', lessonId: unread.id, title: unread.title };
  else if (pendingTask) nextStep = { kind: 'task', lessonId: pendingTask.lesson.id, title: pendingTask.task.title };
  else if (!quizPassed) nextStep = { kind: 'quiz' };
  else if (certificate) nextStep = { kind: 'certificate', certificateId: certificate.id };
  return {
    ...base,
    status: 'available',
    lessonCount: lessons.length,
    lessonsRead,
    taskCount: tasks.length,
    tasksDone,
    quizPassed,
    progressPercent: Math.floor((100 * doneCount) / total),
    completed: doneCount === total,
    nextStep,
  };
}

export async function listModules(deps: Pick<LearningDeps, 'db' | 'content'>, userId: string): Promise<ModuleSummary[]> {
  const rows = await readUserProgress(deps.db, userId);
  return CURRICULUM_MODULE_LIST.map((entry) => summarise(entry, deps.content.get(entry.id as CurriculumModuleId), rows));
}

function lessonSummary(lesson: Lesson, rows: UserProgressRows, moduleId: string): LessonSummary {
  const task = lesson.task;
  const taskRow = task ? rows.tasks.find((t) => t.moduleId === moduleId && t.taskId === task.id) : undefined;
  return {
    id: lesson.id,
    number: lesson.number,
    title: lesson.title,
    summary: lesson.summary,
    minutes: lesson.minutes,
    read: rows.lessons.some((r) => r.moduleId === moduleId && r.lessonId === lesson.id),
    task: task ? { id: task.id, title: task.title, instructions: task.instructions, done: Boolean(taskRow), doneAt: taskRow?.completedAt.toISOString() ?? null } : null,
  };
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

/** A module that can be started, or 409 with the "coming soon" message. */
function publishedModule(content: LearningContent, moduleId: CurriculumModuleId): PublishedModule {
  const published = content.get(moduleId);
  if (!published) throw new AppError('CONFLICT', LEARNING_MESSAGES.comingSoon(catalogueEntry(moduleId).title), { moduleId });
  return published;
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

/**
 * Issues the module's completion and certificate once, when every lesson is read, every task done
 * and the quiz passed. Call it at the end of any transaction that records progress (under
 * `lockLearner`, so two concurrent steps cannot both miss each other's row).
 */
async function completeModuleIfDone(tx: Transaction, content: LearningContent, userId: string, moduleId: CurriculumModuleId, now: Date): Promise<boolean> {
  const published = content.get(moduleId);
  if (!published) return false;
  const summary = summarise(catalogueEntry(moduleId), published, await readUserProgress(tx, userId));
  if (!summary.completed) return false;
  if (!(await insertModuleCompletion(tx, { userId, moduleId, completedAt: now }))) return true;
  await publishEvent(tx, 'module.completed', { userId, moduleId });
  const entry = catalogueEntry(moduleId);
  await issueCertificate(tx, { userId, kind: 'module', moduleId, title: entry.title, hours: entry.hours, now });
  return true;
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

// ---------- quiz ----------

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Serves the quiz in a fresh random order, without answers; the order is kept with the attempt. */
export async function startQuizAttempt(deps: Pick<LearningDeps, 'db' | 'content' | 'now'>, userId: string, moduleId: CurriculumModuleId): Promise<QuizAttempt> {
  const published = publishedModule(deps.content, moduleId);
  const questions = shuffled(published.quiz);
  const attemptId = randomUUID();
  await insertQuizAttempt(deps.db, { id: attemptId, userId, moduleId, questionIds: questions.map((q) => q.id), startedAt: deps.now() });
  return { attemptId, moduleId, passPercent: QUIZ_PASS_PERCENT, questions: questions.map(({ id, prompt, options }) => ({ id, prompt, options })) };
}

/** Grades one attempt of the caller's own, once; another user's attempt answers 404 like one that never existed. */
export async function submitQuizAttempt(deps: Pick<LearningDeps, 'db' | 'content' | 'now'>, userId: string, attemptId: string, submission: QuizSubmission): Promise<QuizResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const attempt = await lockQuizAttempt(tx, userId, attemptId);
    if (!attempt) throw new AppError('NOT_FOUND', 'Quiz attempt not found');
    const moduleId = attempt.moduleId as CurriculumModuleId;
    const published = publishedModule(deps.content, moduleId);
    if (attempt.submittedAt) throw new AppError('CONFLICT', LEARNING_MESSAGES.attemptSubmitted);
    await lockLearner(tx, userId, moduleId);
    const answers: Record<string, number> = {};
    for (const answer of submission.answers) if (attempt.questionIds.includes(answer.questionId)) answers[answer.questionId] = answer.optionIndex;
    const byId = new Map(published.quiz.map((q) => [q.id, q]));
    const results = attempt.questionIds.map((questionId) => ({ questionId, correct: byId.get(questionId)?.answer === answers[questionId] }));
    const scorePercent = Math.floor((100 * results.filter((r) => r.correct).length) / Math.max(1, results.length));
    const passed = scorePercent >= QUIZ_PASS_PERCENT;
    const firstPass = passed && (await countPassedAttempts(tx, userId, moduleId)) === 0;
    await saveQuizGrade(tx, attemptId, { answers, scorePercent, passed, submittedAt: now });
    if (firstPass) await publishEvent(tx, 'quiz.passed', { userId, moduleId, scorePercent });
    if (passed) await completeModuleIfDone(tx, deps.content, userId, moduleId, now);
    const certificateId = (await readUserProgress(tx, userId)).certificates.find((c) => c.moduleId === moduleId)?.id ?? null;
    return { attemptId, scorePercent, passed, passPercent: QUIZ_PASS_PERCENT, results, certificateId };
  });
}

// ---------- practice tasks (from events) ----------

type PracticeEvent =
  | { event: 'render.completed'; userId: string; renderJobId: string; render: RenderFacts }
  | { event: 'video.shared'; userId: string; renderJobId: string };

type RenderFacts = {
  aspectRatio: string;
  tone: string | null;
  visualStyle: string;
  scenes: { narration: string; durationSeconds: number }[];
  /** The original's style when this render is a variant. */
  originalStyle: string | null;
};

export function renderMatches(check: RenderCheck, render: RenderFacts): boolean {
  const first = render.scenes[0];
  if (check.aspectRatio && render.aspectRatio !== check.aspectRatio) return false;
  if (check.tone && render.tone !== check.tone) return false;
  if (check.visualStyle && render.visualStyle !== check.visualStyle) return false;
  if (check.minScenes && render.scenes.length < check.minScenes) return false;
  if (check.firstSceneMaxSeconds && !(first && first.durationSeconds <= check.firstSceneMaxSeconds)) return false;
  if (check.firstSceneIsQuestion && !(first && first.narration.trim().endsWith('?'))) return false;
  if (check.variantInOtherStyle && !(render.originalStyle && render.originalStyle !== render.visualStyle)) return false;
  return true;
}

/** Ticks every practice task (of every published module) that the event proves, once each. */
async function recordPracticeEvent(db: Database, content: LearningContent, event: PracticeEvent, now: Date): Promise<string[]> {
  const ticked: string[] = [];
  for (const published of content.values()) {
    for (const lesson of published.lessons) {
      const task = lesson.task;
      if (!task || task.check.event !== event.event) continue;
      if (task.check.event === 'render.completed' && event.event === 'render.completed' && !renderMatches(task.check, event.render)) continue;
      await db.transaction(async (tx) => {
        await lockLearner(tx, event.userId, published.id);
        const inserted = await insertTaskCompletion(tx, { userId: event.userId, moduleId: published.id, taskId: task.id, lessonId: lesson.id, renderJobId: event.renderJobId, completedAt: now });
        if (!inserted) return;
        ticked.push(task.id);
        await publishEvent(tx, 'practice_task.completed', { userId: event.userId, moduleId: published.id, lessonId: lesson.id, taskId: task.id });
        await completeModuleIfDone(tx, content, event.userId, published.id, now);
      });
    }
  }
  return ticked;
}

/** A studio render finished: reads the job and ticks the render tasks it satisfies. */
export async function recordRenderForPractice(db: Database, content: LearningContent, renderJobId: string, now: Date): Promise<string[]> {
  const job = await findRenderJob(db, renderJobId);
  if (!job || job.kind !== 'studio' || !job.ownerUserId || job.status !== 'completed') return [];
  const original = job.variantOfId ? await findRenderJob(db, job.variantOfId) : undefined;
  const render: RenderFacts = {
    aspectRatio: job.aspectRatio,
    tone: job.tone ?? null,
    visualStyle: job.visualStyle,
    scenes: (job.scenes ?? []).map((s) => ({ narration: s.narration, durationSeconds: s.durationSeconds })),
    originalStyle: original?.visualStyle ?? null,
  };
  return recordPracticeEvent(db, content, { event: 'render.completed', userId: job.ownerUserId, renderJobId, render }, now);
}

export async function recordShareForPractice(db: Database, content: LearningContent, input: { userId: string; renderJobId: string }, now: Date): Promise<string[]> {
  return recordPracticeEvent(db, content, { event: 'video.shared', ...input }, now);
}
