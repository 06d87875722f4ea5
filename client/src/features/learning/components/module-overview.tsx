import type { ModuleDetail } from '@common/contracts/learning';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { LEARNING_COPY, MODULE_COPY } from '@/content/learning-copy';
import { NextStepLink } from './next-step-link';
import { ProgressBar } from './progress-bar';

function Tick({ done, doneLabel, pendingLabel }: { done: boolean; doneLabel: string; pendingLabel: string }) {
  return done ? (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
      <CheckIcon className="size-4" aria-hidden="true" />
      {doneLabel}
    </span>
  ) : (
    <span className="text-sm text-ink-muted">{pendingLabel}</span>
  );
}

/** A published module: progress, the next step, lessons with ticks, practice tasks, the quiz and the certificate. */
export function ModuleOverview({ module }: { module: ModuleDetail }) {
  return (
    <div className="flex flex-col gap-8">
      <div className="rounded-card border border-border bg-surface p-5">
        <p className="text-sm font-semibold text-ink">{module.completed ? LEARNING_COPY.completed : LEARNING_COPY.progress(module.progressPercent)}</p>
        <ProgressBar className="mt-2" percent={module.progressPercent} label={LEARNING_COPY.progressLabel(module.title)} />
        <p className="mt-2 text-sm text-ink-muted" data-testid="module-effort">
          {MODULE_COPY.effort(module.readingMinutes, module.practiceMinutes)}
        </p>
        {module.nextStep ? (
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <p className="text-sm text-ink-muted">{MODULE_COPY.nextStep}:</p>
            <NextStepLink module={module} />
          </div>
        ) : null}
      </div>

      <section aria-labelledby="lessons-heading">
        <h2 id="lessons-heading" className="text-xl font-bold text-ink">
          {MODULE_COPY.lessons}
        </h2>
        <ol className="mt-3 flex flex-col gap-3">
          {module.lessons.map((lesson) => (
            <li key={lesson.id} className="rounded-card border border-border bg-surface p-4">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                <Link
                  href={`${module.route}?lesson=${encodeURIComponent(lesson.id)}`}
                  className="font-semibold text-primary-strong underline-offset-2 hover:underline"
                >
                  {lesson.number}. {lesson.title}
                </Link>
                <span className="text-xs text-ink-subtle">
                  {MODULE_COPY.lessonMinutes(lesson.minutes)}
                  {lesson.task ? ` · ${MODULE_COPY.taskMinutes(lesson.task.minutes)}` : ''}
                </span>
              </div>
              <p className="mt-1 text-sm text-ink-muted">{lesson.summary}</p>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
                <Tick done={lesson.read} doneLabel={MODULE_COPY.read} pendingLabel={MODULE_COPY.notRead} />
                {lesson.task ? (
                  <Tick
                    done={lesson.task.done}
                    doneLabel={`${MODULE_COPY.taskDone}: ${lesson.task.title}`}
                    pendingLabel={`${MODULE_COPY.taskPending}: ${lesson.task.title}`}
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>

      {module.quiz ? (
        <section aria-labelledby="quiz-heading" className="rounded-card border border-border bg-surface p-5">
          <h2 id="quiz-heading" className="text-xl font-bold text-ink">
            {MODULE_COPY.quiz}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{MODULE_COPY.quizText(module.quiz.questionCount, module.quiz.passPercent)}</p>
          <p className="mt-2 text-sm font-semibold text-ink">
            {module.quizPassed
              ? MODULE_COPY.quizPassed(module.quiz.bestScorePercent)
              : module.quiz.attempts === 0
                ? MODULE_COPY.quizAttempts(0)
                : `${MODULE_COPY.quizAttempts(module.quiz.attempts)}: ${module.quiz.bestScorePercent ?? 0}%`}
          </p>
          <Link
            href={`${module.route}?view=quiz`}
            className={buttonClasses({ size: 'sm', variant: module.quizPassed ? 'secondary' : 'primary', className: 'mt-3' })}
          >
            {module.quiz.attempts === 0 ? MODULE_COPY.takeQuiz : MODULE_COPY.retakeQuiz}
          </Link>
        </section>
      ) : null}

      {module.certificateId ? (
        <div
          role="status"
          className="flex flex-col gap-3 rounded-card border border-success/30 bg-success-soft p-5 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-semibold text-ink">{MODULE_COPY.certificateEarned}</p>
          <Link href="/certificates" className={buttonClasses({ size: 'sm' })}>
            {MODULE_COPY.viewCertificates}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
