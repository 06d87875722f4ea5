import type { ModuleSummary } from '@common/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** GET /api/learning/modules: the seven modules with the caller's progress and next step. */
export const listModules = () => apiJson<{ modules: ModuleSummary[] }>('GET', '/api/learning/modules');

// Progress changes elsewhere (a render finishing ticks a task): fetched fresh each time a screen opens.
export const modulesQueryOptions = () => queryOptions({ queryKey: learningKeys.modules(), queryFn: listModules, staleTime: 0 });

export function useModules() {
  return useQuery(modulesQueryOptions());
}
