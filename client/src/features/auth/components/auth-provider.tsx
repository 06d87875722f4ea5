import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { CURRENT_USER_QUERY_KEY, useCurrentUserQuery } from '../api/get-current-user';
import { AuthContext, type AuthState } from '../auth-context';

/**
 * Holds the session for the whole app. A failed check (non-OK, network error) silently counts as
 * signed out (spec section 8). Another tab signing in or out changes the `auth_token` marker,
 * which arrives here as a storage event and triggers a recheck.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useCurrentUserQuery();

  const recheck = useCallback(
    () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
    [queryClient],
  );

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key means the whole storage was cleared, which drops the marker too.
      if (event.key === STORAGE_KEYS.authToken || event.key === null) void recheck();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [recheck]);

  const value = useMemo<AuthState>(
    () => ({ user: isError ? null : (data ?? null), isLoading: isPending, recheck }),
    [data, isPending, isError, recheck],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
