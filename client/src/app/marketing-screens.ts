import type { AppRoute } from '@/content/screen-titles';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazy-with-preload';

/**
 * Marketing, help and legal screens. Each brings its own header and footer inside its lazy chunk,
 * so the router renders them without a shell and the entry bundle carries none of their code.
 * They can be preloaded: the build prerenders some of them (prerendered-routes.ts), and the
 * browser fetches that screen's chunk before hydrating its HTML.
 */
export const MARKETING_SCREENS: Partial<Record<AppRoute, PreloadableComponent>> = {
  '/': lazyWithPreload(() => import('@/features/marketing/routes/opt-in-page')),
  '/opt-in': lazyWithPreload(() => import('@/features/marketing/routes/opt-in-page')),
  '/thank-you': lazyWithPreload(() => import('@/features/marketing/routes/thank-you-pages').then((m) => ({ default: m.ThankYouPage }))),
  '/landing-full': lazyWithPreload(() => import('@/features/marketing/routes/landing-full-page')),
  '/landing': lazyWithPreload(() => import('@/features/marketing/routes/landing-page')),
  '/pricing': lazyWithPreload(() => import('@/features/marketing/routes/pricing-page')),
  '/how-to-use': lazyWithPreload(() => import('@/features/marketing/routes/help-pages').then((m) => ({ default: m.HowToUsePage }))),
  '/faq': lazyWithPreload(() => import('@/features/marketing/routes/help-pages').then((m) => ({ default: m.FaqPage }))),
  '/upgrade-required': lazyWithPreload(() => import('@/features/marketing/routes/help-pages').then((m) => ({ default: m.UpgradeRequiredPage }))),
  '/terms': lazyWithPreload(() => import('@/features/marketing/routes/legal-pages').then((m) => ({ default: m.TermsPage }))),
  '/privacy': lazyWithPreload(() => import('@/features/marketing/routes/legal-pages').then((m) => ({ default: m.PrivacyPage }))),
};
