import type { ShowcaseSettings } from '@common/contracts/video';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { SHOWCASE_SETTINGS_KEY } from './get-showcase-settings';

/** PUT /api/showcase/settings: the answer is the settings as stored. */
export const saveShowcaseSettings = (settings: ShowcaseSettings) => apiJson<ShowcaseSettings>('PUT', '/api/showcase/settings', settings);

export function useSaveShowcaseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShowcaseSettings,
    onSuccess: (saved) => queryClient.setQueryData(SHOWCASE_SETTINGS_KEY, saved),
  });
}
