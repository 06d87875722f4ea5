import type { LessonResponse } from '@common/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** GET /api/learning/modules/{id}/lessons/{lessonId}: the lesson's safe HTML and its state. */
export const getLesson = (moduleId: string, lessonId: string) =>
  apiJson<LessonResponse>('GET', `/api/learning/modules/${encodeURIComponent(moduleId)}/lessons/${encodeURIComponent(lessonId)}`);

export const lessonQueryOptions = (moduleId: string, lessonId: string) =>
  queryOptions({ queryKey: learningKeys.lesson(moduleId, lessonId), queryFn: () => getLesson(moduleId, lessonId), staleTime: 0 });

export function useLesson(moduleId: string, lessonId: string) {
  return useQuery(lessonQueryOptions(moduleId, lessonId));
}
