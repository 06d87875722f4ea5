export type AuthMode = 'login' | 'signup';

const SIGNUP_PATHS: ReadonlySet<string> = new Set(['/signup', '/register']);

/** `?mode=signup` opens sign-up, any other value login (spec "Auth screen"); /signup and /register default to sign-up. */
export function authModeOf(path: string, search: string): AuthMode {
  const mode = new URLSearchParams(search).get('mode');
  if (mode !== null) return mode === 'signup' ? 'signup' : 'login';
  return SIGNUP_PATHS.has(path) ? 'signup' : 'login';
}

/** Spec section 9: focus the visible form's e-mail 50 ms after a toggle, retried 5 times every 100 ms. */
export const EMAIL_FOCUS_TIMING = { delayMs: 50, retryMs: 100, retries: 5 } as const;

export const EMAIL_FIELD_IDS: Record<AuthMode, string> = { login: 'login-email', signup: 'signup-email' };

export const DEFAULT_AFTER_AUTH = '/dashboard';
