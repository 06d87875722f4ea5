import type { QuizAttempt } from '@common/contracts/learning';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/learning/modules/{id}/quiz/attempts: a fresh attempt in a new order, without answers. */
export const startQuiz = (moduleId: string) => apiJson<QuizAttempt>('POST', `/api/learning/modules/${encodeURIComponent(moduleId)}/quiz/attempts`);

export function useStartQuiz(moduleId: string) {
  return useMutation({ mutationFn: () => startQuiz(moduleId) });
}
