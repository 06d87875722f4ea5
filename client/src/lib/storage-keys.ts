/** Every browser-storage key and script-readable cookie the client uses, so no two features collide. */
export const STORAGE_KEYS = {
  /** sessionStorage: the intro animation already played in this browser session. */
  introSeen: 'intro_seen',
  /** localStorage: `accepted` or `declined`; absent while the visitor has not decided. */
  cookieConsent: 'cookie-consent',
  /** localStorage: non-secret marker of a signed-in session, watched so other tabs recheck it. */
  authToken: 'auth_token',
  /** sessionStorage: why the session ended, shown once on the next sign-in screen. */
  logoutReason: 'logout_reason',
  /** sessionStorage: where the visitor goes after signing in or up (the checkout, invitation or deep link that sent them to /auth). */
  postSignupRedirect: 'post_signup_redirect',
  /** localStorage: the e-mail typed at checkout, pre-filled in the sign-up form. */
  checkoutEmail: 'checkout_email',
  /** localStorage: when the urgency banner was last dismissed (epoch ms). */
  urgencyBannerDismissed: 'urgency_banner_dismissed',
  /** sessionStorage: the visit's campaign parameters (every utm_*, source, campaign, click_id, seller_id). */
  utmParams: 'utm_params',
  /** localStorage: first-touch attribution (campaign, landing page, referrer), kept 7 days. */
  trafficAttribution: 'traffic_attribution',
  /** sessionStorage: the opt-in headline variant this visit was shown (`revenue` or `transformation`). */
  headlineVariant: 'headline_variant',
  /** localStorage: `true` while the studio's navigation is hidden on a wide screen. */
  studioNavCollapsed: 'studio_nav_collapsed',
} as const;

export const COOKIE_NAMES = {
  /** Double-submit CSRF token the server sets; echoed in X-CSRF-Token on mutating calls. */
  csrfToken: 'csrf_token',
} as const;
