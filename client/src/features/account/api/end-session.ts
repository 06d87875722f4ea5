import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { SESSIONS_QUERY_KEY } from './get-sessions';

export const endSessionById = (id: string) => apiJson<{ ok: true }>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`);

/** DELETE /api/account/sessions/{id}: signs that browser out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSessionById, onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }) });
}
