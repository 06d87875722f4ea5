import { queryOptions, useQuery } from '@tanstack/react-query';
import { sendRequest, throwIfNotOk } from '@/lib/api-client';
import type { SessionUser } from '../types';

const CURRENT_USER_URL = '/api/auth/me';
export const CURRENT_USER_QUERY_KEY = [CURRENT_USER_URL] as const;

/** GET /api/auth/me: the user, or null when signed out (a 401 here is an answer, not a failure). */
export async function getCurrentUser(signal?: AbortSignal): Promise<SessionUser | null> {
  const response = await sendRequest('GET', CURRENT_USER_URL, undefined, signal);
  if (response.status === 401) return null;
  await throwIfNotOk(response, CURRENT_USER_URL);
  return (await response.json()) as SessionUser;
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: ({ signal }) => getCurrentUser(signal) });

/** The session lookup: the user, or null when signed out (401). */
export function useCurrentUserQuery() {
  return useQuery(currentUserQueryOptions());
}
