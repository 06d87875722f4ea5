import type { QuizResult, QuizSubmission } from '@common/contracts/learning';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { LEARNING_KEY } from './learning-keys';

/** POST /api/learning/quiz-attempts/{id}/submission: graded on the server. */
export const submitQuiz = (attemptId: string, submission: QuizSubmission) =>
  apiJson<QuizResult>('POST', `/api/learning/quiz-attempts/${encodeURIComponent(attemptId)}/submission`, submission);

export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, submission }: { attemptId: string; submission: QuizSubmission }) => submitQuiz(attemptId, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}
