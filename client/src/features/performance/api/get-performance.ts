import type { PerformanceResponse } from '@common/contracts/performance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/performance: the creator's finished videos with views and plays, variants grouped. */
export const getPerformance = () => apiJson<PerformanceResponse>('GET', '/api/performance');

export const performanceQueryOptions = () => queryOptions({ queryKey: ['/api/performance'], queryFn: getPerformance });

export function usePerformance() {
  return useQuery(performanceQueryOptions());
}
