import type { ScriptFitResponse, ScriptTiming, ScriptTimingRequest } from '@common/contracts/script-timing';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/studio/script/timing: how long the voice takes, per scene and in all (the speech engine's own timing). */
export function useScriptTiming(request: ScriptTimingRequest | null) {
  return useQuery({
    queryKey: ['studio', 'script-timing', request],
    queryFn: () => apiJson<ScriptTiming>('POST', '/api/studio/script/timing', request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /api/studio/script/fit: the scenes' words shortened until the voice says them within the video. */
export function useFitScript() {
  return useMutation({ mutationFn: (request: ScriptTimingRequest) => apiJson<ScriptFitResponse>('POST', '/api/studio/script/fit', request) });
}
