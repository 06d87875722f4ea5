import type { AdminRoute, ProtectedRoute, PublicRoute } from '@common/routes';

export type AppRoute = PublicRoute | ProtectedRoute | AdminRoute;

// Paths whose last segment does not read as a good title; every other title is derived from the path.
const TITLE_OVERRIDES: Partial<Record<AppRoute, string>> = {
  '/': 'Free Guide',
  '/opt-in': 'Free Guide',
  '/auth': 'Sign In',
  '/login': 'Sign In',
  '/signup': 'Sign Up',
  '/register': 'Sign Up',
  '/landing-full': 'Landing',
  '/thank-you-paid': 'Thank You',
  '/oto-success': 'Purchase Success',
  '/share/:shareToken': 'Shared Project',
  '/how-to-use': 'How to Use',
  '/faq': 'FAQ',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/verify/:hash': 'Certificate Verification',
  '/director-chair': "Director's Chair",
  '/history': 'Generation History',
  '/manage-showcase': 'Showcase Manager',
  '/animation': 'Create Video',
  '/animation/:id': 'Video Render',
  '/cosmic-engine': 'Creative Intelligence',
  '/omni-topical': 'Omni-Topical',
  '/neuro-motivation': 'Neuro-Motivation',
  '/email-export': 'E-mail Export',
  '/reset-password': 'Reset Password',
  '/confirm-email': 'Confirm Email',
  '/navigation': 'Navigation Path',
  '/checkout/success': 'Checkout Complete',
  '/checkout/cancel': 'Checkout Cancelled',
  '/admin': 'Admin',
  '/admin/leads': 'Leads',
  '/admin/leads/:id': 'Lead Detail',
  '/admin/users/:id': 'User Detail',
};

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Human title of a screen, e.g. `/script-templates` → "Script Templates". */
export function screenTitle(path: AppRoute): string {
  const override = TITLE_OVERRIDES[path];
  if (override) return override;
  const lastStaticSegment = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith(':'))
    .at(-1);
  return titleCase(lastStaticSegment ?? '');
}
