import { useAuthContext, type AuthState } from '../auth-context';

/** The current session: `isLoading`, then `user` present or null. Requires {@link AuthProvider}. */
export function useAuth(): AuthState {
  return useAuthContext('useAuth');
}
