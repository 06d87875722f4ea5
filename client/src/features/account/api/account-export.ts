import type { AccountExport } from '@common/contracts/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

const EXPORT_QUERY_KEY = ['/api/account/export'] as const;

export const getLatestExport = async () => (await apiJson<{ export: AccountExport | null }>('GET', '/api/account/export')).export;

/** Polls every 2 s while the export is being built, so the progress moves. */
export const latestExportQueryOptions = () =>
  queryOptions({
    queryKey: EXPORT_QUERY_KEY,
    queryFn: getLatestExport,
    refetchInterval: (query) => (query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? 2000 : false),
  });

/** GET /api/account/export: the latest export, with its progress and download link. */
export function useLatestExport() {
  return useQuery(latestExportQueryOptions());
}

export const requestExport = async () => (await apiJson<{ export: AccountExport }>('POST', '/api/account/export')).export;

/** POST /api/account/export: queues a new export (or returns the one in progress). */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestExport, onSuccess: (created) => queryClient.setQueryData(EXPORT_QUERY_KEY, created) });
}
