import type { ShowcaseSettings } from '@common/contracts/video';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

export const SHOWCASE_SETTINGS_KEY = ['/api/showcase/settings'] as const;

/** GET /api/showcase/settings: which videos the landing and opt-in pages show. */
export const getShowcaseSettings = () => apiJson<ShowcaseSettings>('GET', '/api/showcase/settings');

export const showcaseSettingsQueryOptions = () => queryOptions({ queryKey: SHOWCASE_SETTINGS_KEY, queryFn: getShowcaseSettings });

export function useShowcaseSettings() {
  return useQuery(showcaseSettingsQueryOptions());
}
