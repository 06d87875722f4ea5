import type { CurriculumModuleId } from '@common/catalog/curriculum';
import {
  LEARNING_MESSAGES,
  QUIZ_PASS_PERCENT,
  QUIZ_QUESTIONS_PER_ATTEMPT,
  type QuizAttempt,
  type QuizResult,
  type QuizSubmission,
} from '@common/contracts/learning';
import { randomInt, randomUUID } from 'node:crypto';
import { publishEvent } from '../../events/publish';
import { AppError } from '../../http/app-error';
import type { LearningDeps } from './learning-deps';
import { completeModuleIfDone } from './module-completion';
import { missingForCertificate, publishedModule } from './module-summary';
import { countPassedAttempts, insertQuizAttempt, lockLearner, lockQuizAttempt, readUserProgress, saveQuizGrade } from './repository';

// The module quiz: served shuffled without answers, graded once on the server.

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Serves a fresh random draw of QUIZ_QUESTIONS_PER_ATTEMPT questions from the bank, without answers; the draw and its order are kept with the attempt. */
export async function startQuizAttempt(deps: Pick<LearningDeps, 'db' | 'content' | 'now'>, userId: string, moduleId: CurriculumModuleId): Promise<QuizAttempt> {
  const published = publishedModule(deps.content, moduleId);
  const questions = shuffled(published.quiz).slice(0, QUIZ_QUESTIONS_PER_ATTEMPT);
  const attemptId = randomUUID();
  await insertQuizAttempt(deps.db, { id: attemptId, userId, moduleId, questionIds: questions.map((q) => q.id), startedAt: deps.now() });
  return { attemptId, moduleId, passPercent: QUIZ_PASS_PERCENT, questions: questions.map(({ id, prompt, options }) => ({ id, prompt, options })) };
}

/** Grades one attempt of the caller's own, once; another user's attempt answers 404 like one that never existed. */
export async function submitQuizAttempt(
  deps: Pick<LearningDeps, 'db' | 'content' | 'now'>,
  userId: string,
  attemptId: string,
  submission: QuizSubmission,
): Promise<QuizResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const attempt = await lockQuizAttempt(tx, userId, attemptId);
    if (!attempt) throw new AppError('NOT_FOUND', 'Quiz attempt not found');
    const moduleId = attempt.moduleId as CurriculumModuleId;
    const published = publishedModule(deps.content, moduleId);
    if (attempt.submittedAt) throw new AppError('CONFLICT', LEARNING_MESSAGES.attemptSubmitted);
    const answers: Record<string, number> = {};
    for (const answer of submission.answers) if (attempt.questionIds.includes(answer.questionId)) answers[answer.questionId] = answer.optionIndex;
    const byId = new Map(published.quiz.map((q) => [q.id, q]));
    // an empty or partly answered attempt is refused, naming the first question (in the served order) without an answer
    const firstUnanswered = attempt.questionIds.findIndex((questionId) => answers[questionId] === undefined);
    if (firstUnanswered >= 0) {
      const questionId = attempt.questionIds[firstUnanswered]!;
      throw new AppError('BAD_REQUEST', LEARNING_MESSAGES.unanswered(firstUnanswered + 1, byId.get(questionId)?.prompt ?? questionId), {
        questionId,
        number: firstUnanswered + 1,
      });
    }
    await lockLearner(tx, userId, moduleId);
    const results = attempt.questionIds.map((questionId) => ({
      questionId,
      correct: byId.get(questionId)?.answer === answers[questionId],
      explanation: byId.get(questionId)?.explanation ?? '',
    }));
    const scorePercent = Math.floor((100 * results.filter((r) => r.correct).length) / Math.max(1, results.length));
    const passed = scorePercent >= QUIZ_PASS_PERCENT;
    const firstPass = passed && (await countPassedAttempts(tx, userId, moduleId)) === 0;
    await saveQuizGrade(tx, attemptId, { answers, scorePercent, passed, submittedAt: now });
    if (firstPass) await publishEvent(tx, 'quiz.passed', { userId, moduleId, scorePercent });
    if (passed) await completeModuleIfDone(tx, deps.content, userId, moduleId, now);
    const rows = await readUserProgress(tx, userId);
    const certificateId = rows.certificates.find((c) => c.moduleId === moduleId)?.id ?? null;
    return { attemptId, scorePercent, passed, passPercent: QUIZ_PASS_PERCENT, results, certificateId, missing: missingForCertificate(published, rows) };
  });
}
