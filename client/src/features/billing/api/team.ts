import type { Team } from '@common/contracts/billing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { refreshBilling, TEAM_KEY } from './billing-keys';

/** GET /api/billing/team: seats and members (owners of a plan with seats). */
export const getTeam = () => apiJson<Team>('GET', '/api/billing/team');
/** POST /api/billing/team/invitations */
export const inviteMember = (email: string) => apiJson<Team>('POST', '/api/billing/team/invitations', { email });
/** DELETE /api/billing/team/members/{id} */
export const removeMember = (id: string) => apiJson<Team>('DELETE', `/api/billing/team/members/${encodeURIComponent(id)}`);
/** POST /api/billing/team/accept: the invited address joins. */
export const acceptInvite = (token: string) => apiJson<unknown>('POST', '/api/billing/team/accept', { token });

export const teamQueryOptions = () => queryOptions({ queryKey: TEAM_KEY, queryFn: getTeam, staleTime: 0, retry: false });

export function useTeam(enabled: boolean) {
  return useQuery({ ...teamQueryOptions(), enabled });
}

export function useTeamChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => refreshBilling(queryClient) });
}
