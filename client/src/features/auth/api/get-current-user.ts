import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/query-client';
import type { SessionUser } from '../types';

export const CURRENT_USER_QUERY_KEY = ['/api/auth/me'] as const;

/** The session lookup: the user, or null when signed out (401). */
export function useCurrentUserQuery() {
  return useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<SessionUser>({ on401: 'returnNull' }),
  });
}
