/** Every browser-storage key and script-readable cookie the client uses, so no two features collide. */
export const STORAGE_KEYS = {
  /** sessionStorage: the intro animation already played in this browser session. */
  introSeen: 'intro_seen',
  /** localStorage: `accepted` or `declined`; absent while the visitor has not decided. */
  cookieConsent: 'cookie-consent',
  /** localStorage: non-secret marker of a signed-in session, watched so other tabs recheck it. */
  authToken: 'auth_token',
  /** sessionStorage: where to go after sign-up (a same-site path, e.g. `/checkout?plan=pro`). */
  postSignupRedirect: 'post_signup_redirect',
  /** localStorage: when the urgency banner was last dismissed (epoch ms). */
  urgencyBannerDismissed: 'urgency_banner_dismissed',
} as const;

export const COOKIE_NAMES = {
  /** Double-submit CSRF token the server sets; echoed in X-CSRF-Token on mutating calls. */
  csrfToken: 'csrf_token',
} as const;
