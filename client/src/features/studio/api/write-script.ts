import type { ScriptRequest, ScriptResponse } from '@common/contracts/script';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/studio/script: scenes for the settings (from the LLM when configured, else templates). */
export const writeScript = (request: ScriptRequest) => apiJson<ScriptResponse>('POST', '/api/studio/script', request);

export function useWriteScript(callbacks: Pick<UseMutationOptions<ScriptResponse, Error, ScriptRequest>, 'onSuccess' | 'onError'> = {}) {
  return useMutation({ mutationFn: writeScript, ...callbacks });
}
