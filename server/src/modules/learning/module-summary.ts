import { CURRICULUM_MODULES, type CurriculumModuleEntry, type CurriculumModuleId } from '@common/catalog/curriculum';
import { LEARNING_MESSAGES, type LessonSummary, type ModuleSummary, type NextStep } from '@common/contracts/learning';
import { AppError } from '../../http/app-error';
import { moduleEffort, taskWhere, type LearningContent, type Lesson, type PublishedModule } from './content';
import type { UserProgressRows } from './repository';

// Internal to the learning module: how a learner's rows read against the published content.

export function catalogueEntry(moduleId: CurriculumModuleId): CurriculumModuleEntry {
  return CURRICULUM_MODULES[moduleId];
}

/** A module that can be started, or 409 with the "coming soon" message. */
export function publishedModule(content: LearningContent, moduleId: CurriculumModuleId): PublishedModule {
  const published = content.get(moduleId);
  if (!published) throw new AppError('CONFLICT', LEARNING_MESSAGES.comingSoon(catalogueEntry(moduleId).title), { moduleId });
  return published;
}

export function summarise(entry: CurriculumModuleEntry, published: PublishedModule | undefined, rows: UserProgressRows): ModuleSummary {
  const effort = published ? moduleEffort(published) : { readingMinutes: 0, practiceMinutes: 0 };
  const base = {
    id: entry.id as CurriculumModuleId,
    number: entry.number,
    title: entry.title,
    route: entry.route,
    hours: entry.hours,
    readingMinutes: effort.readingMinutes,
    practiceMinutes: effort.practiceMinutes,
    difficulty: entry.difficulty,
  };
  if (!published) {
    return {
      ...base,
      status: 'coming-soon',
      lessonCount: 0,
      lessonsRead: 0,
      taskCount: 0,
      tasksDone: 0,
      quizPassed: false,
      progressPercent: 0,
      completed: false,
      nextStep: null,
    };
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

export function lessonSummary(lesson: Lesson, rows: UserProgressRows, moduleId: string): LessonSummary {
  const task = lesson.task;
  const taskRow = task ? rows.tasks.find((t) => t.moduleId === moduleId && t.taskId === task.id) : undefined;
  return {
    id: lesson.id,
    number: lesson.number,
    title: lesson.title,
    summary: lesson.summary,
    minutes: lesson.minutes,
    read: rows.lessons.some((r) => r.moduleId === moduleId && r.lessonId === lesson.id),
    task: task
      ? {
          id: task.id,
          title: task.title,
          instructions: task.instructions,
          minutes: task.minutes,
          where: taskWhere(task.check),
          done: Boolean(taskRow),
          doneAt: taskRow?.completedAt.toISOString() ?? null,
        }
      : null,
  };
}

/** What the certificate still needs: unread lessons and practice tasks not done yet, in lesson order. */
export function missingForCertificate(published: PublishedModule, rows: UserProgressRows) {
  const read = new Set(rows.lessons.filter((r) => r.moduleId === published.id).map((r) => r.lessonId));
  const done = new Set(rows.tasks.filter((r) => r.moduleId === published.id).map((r) => r.taskId));
  return {
    lessons: published.lessons.filter((l) => !read.has(l.id)).map((l) => ({ lessonId: l.id, title: l.title })),
    tasks: published.lessons.flatMap((l) =>
      l.task && !done.has(l.task.id) ? [{ lessonId: l.id, taskId: l.task.id, title: l.task.title, where: taskWhere(l.task.check) }] : [],
    ),
  };
}
