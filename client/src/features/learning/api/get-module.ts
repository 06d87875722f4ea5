import type { ModuleDetail } from '@common/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** GET /api/learning/modules/{id}: lessons with ticks, practice tasks, quiz state, certificate. */
export const getModule = (moduleId: string) => apiJson<ModuleDetail>('GET', `/api/learning/modules/${encodeURIComponent(moduleId)}`);

export const moduleQueryOptions = (moduleId: string) =>
  queryOptions({ queryKey: learningKeys.module(moduleId), queryFn: () => getModule(moduleId), staleTime: 0 });

export function useModule(moduleId: string) {
  return useQuery(moduleQueryOptions(moduleId));
}
