import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { LEARNING_KEY } from './learning-keys';

/** POST /api/learning/modules/{id}/lessons/{lessonId}/read */
export const markLessonRead = (moduleId: string, lessonId: string) =>
  apiJson<{ read: true; moduleCompleted: boolean }>(
    'POST',
    `/api/learning/modules/${encodeURIComponent(moduleId)}/lessons/${encodeURIComponent(lessonId)}/read`,
  );

export function useMarkLessonRead(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => markLessonRead(moduleId, lessonId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}
