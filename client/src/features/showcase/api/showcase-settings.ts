import type { ShowcaseCandidates, ShowcaseSettings } from '@common/contracts/video';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const SHOWCASE_SETTINGS_KEY = ['/api/showcase/settings'] as const;

export function useShowcaseSettings() {
  return useQuery<ShowcaseSettings>({ queryKey: SHOWCASE_SETTINGS_KEY });
}

/** Finished renders an admin can choose from. */
export function useShowcaseCandidates() {
  return useQuery<ShowcaseCandidates>({ queryKey: ['/api/showcase/candidates'] });
}

export function useSaveShowcaseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ShowcaseSettings) =>
      (await (await apiRequest('PUT', '/api/showcase/settings', settings)).json()) as ShowcaseSettings,
    onSuccess: (saved) => queryClient.setQueryData(SHOWCASE_SETTINGS_KEY, saved),
  });
}
