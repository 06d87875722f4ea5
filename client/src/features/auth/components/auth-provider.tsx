import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { subscribeToAuthEvents } from '@/lib/auth-channel';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { CURRENT_USER_QUERY_KEY, useCurrentUserQuery } from '../api/get-current-user';
import { AuthContext, type AuthState } from '../auth-context';
import { rememberLogoutReason } from '../session';

const OTHER_TAB = 'other-tab';

/**
 * Holds the session for the whole app. A failed check (non-OK, network error) silently counts as
 * signed out (spec section 8). Another tab signing in or out reaches this tab twice: as a storage
 * event on the `auth_token` marker and as a broadcast; either one triggers a recheck.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useCurrentUserQuery();
  const user = isError ? null : (data ?? null);

  // Read by the broadcast listener, which is subscribed once rather than on every session change.
  const isSignedIn = useRef(false);
  useEffect(() => {
    isSignedIn.current = user !== null;
  }, [user]);

  const recheck = useCallback(() => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }), [queryClient]);

  useEffect(() => {
    // Only a tab that was signed in has something to explain on the sign-in screen. Either signal
    // may arrive first, so both record it.
    const signedOutElsewhere = (reason: string) => {
      if (isSignedIn.current) rememberLogoutReason(reason);
    };
    const onStorage = (event: StorageEvent) => {
      // A null key means the whole storage was cleared, which drops the marker too.
      if (event.key !== STORAGE_KEYS.authToken && event.key !== null) return;
      if (event.newValue === null) signedOutElsewhere(OTHER_TAB);
      void recheck();
    };
    window.addEventListener('storage', onStorage);
    const unsubscribe = subscribeToAuthEvents((message) => {
      if (message.type === 'logout') signedOutElsewhere(message.reason ?? OTHER_TAB);
      void recheck();
    });
    return () => {
      window.removeEventListener('storage', onStorage);
      unsubscribe();
    };
  }, [recheck]);

  const value = useMemo<AuthState>(() => ({ user, isLoading: isPending, recheck }), [user, isPending, recheck]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
