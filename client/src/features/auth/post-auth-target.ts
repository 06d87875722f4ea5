import { safeRedirectPath } from '@common/rules/safe-redirect';
import { takeStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { DEFAULT_AFTER_AUTH } from './auth-mode';

// Where a visitor was going when the sign-in screen stopped them (a checkout with its plan and
// period, a team invitation, any studio deep link), kept under the spec's `post_signup_redirect`
// key for signing in as much as for signing up (issue 31).

/** Remembers a same-origin destination for after sign-in or sign-up; anything else is not kept. */
export function rememberPostAuthTarget(target: string): void {
  const safe = safeRedirectPath(target);
  if (safe) writeStorage('sessionStorage', STORAGE_KEYS.postSignupRedirect, safe);
}

/** The remembered destination, read once, and only if it stays on this site; else the dashboard. */
export function takePostAuthTarget(): string {
  return safeRedirectPath(takeStorage('sessionStorage', STORAGE_KEYS.postSignupRedirect)) ?? DEFAULT_AFTER_AUTH;
}
