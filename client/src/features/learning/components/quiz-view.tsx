import { LEARNING_MESSAGES, QUIZ_PASS_PERCENT, quizSubmissionSchema, type QuizAttempt, type QuizResult, type QuizSubmission } from '@common/contracts/learning';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { QUIZ_COPY } from '@/content/learning-copy';
import { useStartQuiz } from '../api/start-quiz';
import { useSubmitQuiz } from '../api/submit-quiz';

// The choices by question id, sent as the submission contract's list.
const answersFormSchema = z
  .object({ answers: z.record(z.string(), z.number()) })
  .transform(({ answers }) => ({ answers: Object.entries(answers).map(([questionId, optionIndex]) => ({ questionId, optionIndex })) }))
  .pipe(quizSubmissionSchema);

/** The quiz: questions come without answers; the server grades and says which were wrong, after submitting. */
export function QuizView({ moduleId, moduleTitle, route }: { moduleId: string; moduleTitle: string; route: string }) {
  const start = useStartQuiz(moduleId);
  const submit = useSubmitQuiz();
  const [attempt, setAttempt] = useState<QuizAttempt | null>(null);
  const form = useZodForm(answersFormSchema, { defaultValues: { answers: {} } });
  const answers = form.watch('answers');
  const [result, setResult] = useState<QuizResult | null>(null);
  const [incomplete, setIncomplete] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const firstQuestion = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  useEffect(() => {
    if (attempt && !result) firstQuestion.current?.querySelector('input')?.focus();
  }, [attempt, result]);

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: (next) => {
        setAttempt(next);
        form.reset({ answers: {} });
        setResult(null);
        setIncomplete(null);
      },
    });

  const send = (submission: QuizSubmission) => {
    if (!attempt) return;
    // the same rule as the server: name the first question without an answer, and take the reader there
    const first = attempt.questions.findIndex((q) => answers[q.id] === undefined);
    if (first >= 0) {
      setIncomplete(LEARNING_MESSAGES.unanswered(first + 1, attempt.questions[first]!.prompt));
      document.getElementById(`${attempt.questions[first]!.id}-0`)?.focus();
      return;
    }
    setIncomplete(null);
    return submit.mutateAsync({ attemptId: attempt.attemptId, submission }, { onSuccess: setResult });
  };

  const back = (
    <Link href={route} className="text-sm font-semibold text-primary-strong underline-offset-2 hover:underline">
      ← {QUIZ_COPY.backToModule}
    </Link>
  );
  const error = start.error ?? submit.error;

  if (!attempt) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h2 className="text-2xl font-bold text-ink">{QUIZ_COPY.title(moduleTitle)}</h2>
        <p className="text-ink-muted">{QUIZ_COPY.intro(QUIZ_PASS_PERCENT)}</p>
        <div>
          <Button onClick={begin} disabled={start.isPending}>
            {start.isPending ? QUIZ_COPY.starting : QUIZ_COPY.start}
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error.message}
          </p>
        ) : null}
      </div>
    );
  }

  const correctOf = new Map(result?.results.map((r) => [r.questionId, r.correct]));
  const explanationOf = new Map(result?.results.map((r) => [r.questionId, r.explanation]));
  const lessonHref = (lessonId: string) => `${route}?lesson=${encodeURIComponent(lessonId)}`;
  const unanswered = attempt.questions.filter((q) => answers[q.id] === undefined).length;
  const wrong = result ? attempt.questions.filter((q) => correctOf.get(q.id) === false) : [];

  return (
    <div className="flex flex-col gap-5">
      {back}
      <h2 className="text-2xl font-bold text-ink">{QUIZ_COPY.title(moduleTitle)}</h2>
      {result ? (
        <div
          ref={resultRef}
          tabIndex={-1}
          role="status"
          className={`rounded-card border p-5 outline-none ${result.passed ? 'border-success/30 bg-success-soft' : 'border-warning/30 bg-warning-soft'}`}
        >
          <p className="text-lg font-bold text-ink">
            {result.passed ? QUIZ_COPY.passed(result.scorePercent) : QUIZ_COPY.failed(result.scorePercent, result.passPercent)}
          </p>
          {wrong.length > 0 ? (
            <>
              <p className="mt-2 text-sm font-semibold text-ink">{QUIZ_COPY.wrongList}</p>
              <ul className="mt-1 list-disc pl-6 text-sm text-ink" aria-label={QUIZ_COPY.wrongList}>
                {wrong.map((q) => (
                  <li key={q.id}>{q.prompt}</li>
                ))}
              </ul>
            </>
          ) : null}
          {result.passed ? (
            <div className="mt-3" data-testid="quiz-missing">
              {result.missing.lessons.length + result.missing.tasks.length === 0 ? (
                <p className="text-sm text-ink">{QUIZ_COPY.nothingMissing}</p>
              ) : (
                <>
                  <h3 className="text-sm font-semibold text-ink">{QUIZ_COPY.missingHeading}</h3>
                  <ul className="mt-1 list-disc pl-6 text-sm text-ink">
                    {result.missing.lessons.map((l) => (
                      <li key={l.lessonId}>
                        <Link href={lessonHref(l.lessonId)} className="text-primary-strong underline">
                          {QUIZ_COPY.missingLesson(l.title)}
                        </Link>
                      </li>
                    ))}
                    {result.missing.tasks.map((t) => (
                      <li key={t.taskId}>
                        <Link href={lessonHref(t.lessonId)} className="text-primary-strong underline">
                          {QUIZ_COPY.missingTask(t.title)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2">
            {result.certificateId ? (
              <Link href="/certificates" className={buttonClasses({ size: 'sm' })}>
                {QUIZ_COPY.toCertificates}
              </Link>
            ) : null}
            {!result.passed ? (
              <Button size="sm" onClick={begin} disabled={start.isPending}>
                {QUIZ_COPY.retry}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      <Form form={form} className="flex flex-col gap-4" onSubmit={send}>
        {attempt.questions.map((question, index) => {
          const verdict = correctOf.get(question.id);
          return (
            <fieldset
              key={question.id}
              ref={index === 0 ? firstQuestion : undefined}
              disabled={Boolean(result)}
              className="rounded-card border border-border bg-surface p-4"
              data-testid="quiz-question"
            >
              <legend className="px-1 text-sm font-semibold text-ink-muted">{QUIZ_COPY.question(index + 1, attempt.questions.length)}</legend>
              <p className="font-semibold text-ink">{question.prompt}</p>
              {verdict === undefined ? null : (
                <>
                  <p className={`mt-1 text-sm font-semibold ${verdict ? 'text-success' : 'text-danger'}`}>{verdict ? QUIZ_COPY.correct : QUIZ_COPY.wrong}</p>
                  <p className="mt-1 text-sm text-ink-muted">
                    {QUIZ_COPY.explanation}: {explanationOf.get(question.id)}
                  </p>
                </>
              )}
              <div className="mt-2 flex flex-col gap-1">
                {question.options.map((option, optionIndex) => {
                  const id = `${question.id}-${optionIndex}`;
                  return (
                    <label key={id} htmlFor={id} className="flex cursor-pointer items-start gap-2 rounded-control p-2 hover:bg-surface-muted">
                      <input
                        id={id}
                        type="radio"
                        name={question.id}
                        className="mt-1"
                        checked={answers[question.id] === optionIndex}
                        onChange={() => form.setValue('answers', { ...answers, [question.id]: optionIndex })}
                      />
                      <span className="text-sm text-ink">{option}</span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        {result ? null : (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? QUIZ_COPY.submitting : QUIZ_COPY.submit}
            </Button>
            {unanswered > 0 ? <p className="text-sm text-ink-muted">{QUIZ_COPY.unanswered(unanswered)}</p> : null}
            {incomplete ? (
              <p role="alert" className="w-full text-sm text-danger">
                {incomplete}
              </p>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm text-danger">
                {error.message}
              </p>
            ) : null}
          </div>
        )}
      </Form>
    </div>
  );
}
