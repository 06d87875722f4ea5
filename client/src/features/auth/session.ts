import type { QueryClient } from '@tanstack/react-query';
import { broadcastAuthEvent } from '@/lib/auth-channel';
import { removeStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { CURRENT_USER_QUERY_KEY } from './api/get-current-user';
import type { LogoutReason, SessionUser } from './types';

/**
 * After sign-in or sign-up: the answer already holds the user, so it goes straight into the cache
 * (no second lookup), and other tabs hear about it through the marker and the broadcast. The
 * marker is the user id, not a credential: the session itself is an HttpOnly cookie.
 */
export function beginSession(queryClient: QueryClient, user: SessionUser): void {
  writeStorage('localStorage', STORAGE_KEYS.authToken, user.id);
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  broadcastAuthEvent({ type: 'login' });
}

/** Keeps the reason for the next sign-in screen, which shows it once. */
export function rememberLogoutReason(reason: LogoutReason): void {
  writeStorage('sessionStorage', STORAGE_KEYS.logoutReason, reason);
}

/**
 * After the server ended the session: forget everything cached for this user (another person may
 * sign in on this machine next) and tell other tabs, which read the reason as "another tab".
 */
export function endSession(queryClient: QueryClient, reason: LogoutReason = 'signed-out'): void {
  rememberLogoutReason(reason);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
  // Broadcast before touching the marker, so other tabs tend to hear the reason before the bare storage event.
  broadcastAuthEvent({ type: 'logout', reason: 'other-tab' });
  removeStorage('localStorage', STORAGE_KEYS.authToken);
}

/**
 * The signed-in user changed (name, username, path, address): this tab shows the server's answer at
 * once and other tabs recheck their session (the spec's token_refresh broadcast).
 */
export function refreshSession(queryClient: QueryClient, user: SessionUser): void {
  queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
  broadcastAuthEvent({ type: 'token_refresh' });
}
