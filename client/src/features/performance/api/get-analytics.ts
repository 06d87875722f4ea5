import type { AnalyticsPeriod, CreatorAnalytics } from '@common/contracts/performance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/performance/analytics: the creator's own dashboard for one period. */
export const getAnalytics = (period: AnalyticsPeriod) => apiJson<CreatorAnalytics>('GET', `/api/performance/analytics?period=${period}`);

export const analyticsQueryOptions = (period: AnalyticsPeriod) =>
  queryOptions({ queryKey: ['/api/performance/analytics', period], queryFn: () => getAnalytics(period), placeholderData: keepPreviousData });

export function useAnalytics(period: AnalyticsPeriod) {
  return useQuery(analyticsQueryOptions(period));
}

/** GET /api/performance/analytics.csv, as a download link. */
export const analyticsCsvUrl = (period: AnalyticsPeriod) => `/api/performance/analytics.csv?period=${period}`;
