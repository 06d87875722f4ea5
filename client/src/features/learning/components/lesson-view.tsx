import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { LESSON_COPY, MODULE_COPY } from '@/content/learning-copy';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useLesson } from '../api/get-lesson';
import { useMarkLessonRead } from '../api/mark-lesson-read';

/** The reader's local time of day, for "you can mark it read from …" (the server keeps the clock). */
const formatTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

// Lesson HTML is Markdown rendered on the server with raw HTML off (markdown-it `html: false`), so it
// holds only the tags Markdown makes; a <script> in a lesson file arrives as text.
const PROSE =
  'max-w-none text-ink [&_.lesson-table]:mt-4 [&_.lesson-table]:overflow-x-auto [&_a]:text-primary-strong [&_a]:underline [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:mt-6 [&_h4]:font-bold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p]:leading-relaxed [&_table]:w-full [&_table]:text-sm [&_td]:border [&_td]:border-border [&_td]:p-2 [&_th]:border [&_th]:border-border [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-left [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

export function LessonView({
  moduleId,
  moduleTitle,
  route,
  lessonId,
  lessonCount,
}: {
  moduleId: string;
  moduleTitle: string;
  route: string;
  lessonId: string;
  lessonCount: number;
}) {
  const lesson = useLesson(moduleId, lessonId);
  const markRead = useMarkLessonRead(moduleId);
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (lesson.data) heading.current?.focus();
  }, [lessonId, lesson.data]);

  const back = (
    <Link href={route} className="text-sm font-semibold text-primary-strong underline-offset-2 hover:underline">
      ← {LESSON_COPY.backToModule(moduleTitle)}
    </Link>
  );
  if (lesson.isPending) return <LoadingBlocks label={MODULE_COPY.loading} count={3} className="flex flex-col gap-3" blockClassName="h-32" />;
  if (lesson.isError) {
    const missing = isApiError(lesson.error) && lesson.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadError
          message={missing ? LESSON_COPY.notFound : LESSON_COPY.loadError}
          detail={missing ? undefined : lesson.error.message}
          retryLabel={MODULE_COPY.back}
          onRetry={() => navigate(route)}
        />
      </div>
    );
  }
  const { lesson: current, nextLessonId, previousLessonId } = lesson.data;
  const hrefOf = (id: string) => `${route}?lesson=${encodeURIComponent(id)}`;
  const afterRead = () => navigate(nextLessonId ? hrefOf(nextLessonId) : route);

  return (
    <article aria-labelledby="lesson-title" className="flex flex-col gap-6">
      {back}
      <header>
        <p className="text-sm font-semibold text-primary-strong">{LESSON_COPY.lessonOf(current.number, lessonCount)}</p>
        <h2 id="lesson-title" ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold text-ink outline-none">
          {current.title}
        </h2>
        <p className="mt-1 text-ink-muted">{current.summary}</p>
        <p className="mt-1 text-sm text-ink-muted" data-testid="reading-time">
          {LESSON_COPY.readingTime(current.minutes)}
          {current.readableAt ? ` ${LESSON_COPY.readableFrom(formatTime(current.readableAt))}` : ''}
        </p>
      </header>
      {/* server-rendered Markdown without raw HTML (see above) */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: current.html }} />

      {current.task ? (
        <section
          aria-labelledby="task-heading"
          className={`rounded-card border p-5 ${current.task.done ? 'border-success/30 bg-success-soft' : 'border-border bg-surface'}`}
        >
          <h3 id="task-heading" className="font-bold text-ink">
            {LESSON_COPY.practiceTask}: {current.task.title}
          </h3>
          <p className="mt-1 text-sm text-ink">
            {current.task.instructions} {LESSON_COPY.taskMinutes(current.task.minutes)}
          </p>
          <p className="mt-2 text-sm font-semibold" data-testid="task-state">
            {current.task.done && current.task.doneAt ? (
              <span className="inline-flex items-center gap-1 text-success">
                <CheckIcon className="size-4" aria-hidden="true" />
                {LESSON_COPY.taskDone(formatDate(current.task.doneAt))}
              </span>
            ) : (
              <span className="text-ink-muted">{LESSON_COPY.taskPending}</span>
            )}
          </p>
          {current.task.done ? null : (
            <div className="mt-3 flex flex-wrap gap-2">
              <Link href={current.task.where} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                {LESSON_COPY.openWhere(current.task.where)}
              </Link>
            </div>
          )}
        </section>
      ) : null}

      <nav aria-label={MODULE_COPY.lessons} className="flex flex-col gap-3 border-t border-border pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {current.read ? (
            <p role="status" className="inline-flex items-center gap-1 text-sm font-semibold text-success">
              <CheckIcon className="size-4" aria-hidden="true" />
              {LESSON_COPY.alreadyRead}
            </p>
          ) : (
            <Button onClick={() => markRead.mutate(current.id, { onSuccess: afterRead })} disabled={markRead.isPending}>
              {nextLessonId ? LESSON_COPY.markReadNext : LESSON_COPY.markRead}
            </Button>
          )}
          {markRead.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger">
              {markRead.error.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {previousLessonId ? (
            <Link href={hrefOf(previousLessonId)} className={buttonClasses({ size: 'sm', variant: 'ghost' })}>
              {LESSON_COPY.previous}
            </Link>
          ) : null}
          {nextLessonId ? (
            <Link href={hrefOf(nextLessonId)} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
              {LESSON_COPY.next}
            </Link>
          ) : (
            <Link href={`${route}?view=quiz`} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
              {LESSON_COPY.toQuiz}
            </Link>
          )}
        </div>
      </nav>
    </article>
  );
}
