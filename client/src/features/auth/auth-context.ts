import { createContext, useContext } from 'react';
import type { SessionUser } from './types';

export type AuthState = {
  /** The signed-in user; null when signed out or when the session check failed. */
  user: SessionUser | null;
  /** True until the first session check has answered. */
  isLoading: boolean;
  /** Asks the server again, e.g. after signing in or out. */
  recheck: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

/** Reads the session, failing loudly when a developer forgot the provider. */
export function useAuthContext(consumer: string): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error(`${consumer} must be used within an AuthProvider`);
  return state;
}
