import type { TeamLearner } from '@common/contracts/learning';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { learningKeys } from './learning-keys';

/** GET /api/learning/team/members: a Business owner's members, their module progress and certificates (403 for anyone else). */
export const listTeamLearners = () => apiJson<{ members: TeamLearner[] }>('GET', '/api/learning/team/members');

export const teamLearnersQueryOptions = () => queryOptions({ queryKey: learningKeys.team(), queryFn: listTeamLearners, staleTime: 0, retry: false });

export function useTeamLearners() {
  return useQuery(teamLearnersQueryOptions());
}

/** A member's certificate PDF, for their team's owner: a plain link (the session cookie goes with it). */
export const teamCertificatePdfUrl = (userId: string, certificateId: string) =>
  `/api/learning/team/members/${encodeURIComponent(userId)}/certificates/${encodeURIComponent(certificateId)}/pdf`;
