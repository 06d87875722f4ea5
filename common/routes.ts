/**
 * Every screen path of the product specification (section 2), in one place so the client router,
 * the server's index fallback and the tests agree. `:name` marks a path parameter.
 */
export const publicRoutes = [
  '/',
  '/opt-in',
  '/auth',
  '/login',
  '/signup',
  '/register',
  '/verify-email',
  '/landing',
  '/landing-full',
  '/pricing',
  '/thank-you',
  '/thank-you-paid',
  '/purchase-success',
  '/oto-success',
  '/share/:shareToken',
  '/how-to-use',
  '/faq',
  '/terms',
  '/privacy',
  '/upgrade-required',
  '/verify/:hash',
  '/director-chair',
  // account self-service (issue 18): the links mailed for a password reset and an address change
  '/reset-password',
  '/confirm-email',
] as const;

export const protectedRoutes = [
  '/dashboard',
  '/history',
  '/hooks',
  '/script-templates',
  '/analytics',
  '/animation',
  '/animation/:id',
  '/video-maker',
  '/batches',
  '/batches/:id',
  '/prompts',
  '/performance',
  '/thumbnails',
  '/cosmic-engine',
  '/cosmic-entertainment',
  '/skit-studio',
  '/temporal-engine',
  '/omni-topical',
  '/neuro-motivation',
  '/creative-council',
  '/manage-showcase',
  '/showcase-manager',
  '/profile',
  '/navigation',
  '/certificates',
  '/learning',
  '/gamification',
  '/voice-library',
  '/video-library',
  '/subscription',
  '/checkout',
  '/checkout/success',
  '/checkout/cancel',
] as const;

/** Operator screens: the admin role (clarifications, "Accounts and sessions"). */
export const adminRoutes = [
  '/admin',
  '/admin/leads',
  '/admin/leads/:id',
  '/email-export',
  '/admin/certificates',
  '/admin/subscriptions',
  '/admin/refunds',
  '/admin/users',
  '/admin/users/:id',
] as const;

/**
 * The public pages a search engine should find (sitemap.xml): the marketing site, its help and
 * legal pages. Sign-in, thank-you, e-mailed-link and per-visitor pages are public but not content.
 */
export const indexableRoutes = [
  '/',
  '/landing',
  '/landing-full',
  '/pricing',
  '/how-to-use',
  '/faq',
  '/director-chair',
  '/terms',
  '/privacy',
] as const satisfies readonly PublicRoute[];

export type PublicRoute = (typeof publicRoutes)[number];
export type ProtectedRoute = (typeof protectedRoutes)[number];
export type AdminRoute = (typeof adminRoutes)[number];
