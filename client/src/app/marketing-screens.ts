import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppRoute } from '@/content/screen-titles';

/**
 * Marketing, help and legal screens. Each brings its own header and footer inside its lazy chunk,
 * so the router renders them without a shell and the entry bundle carries none of their code.
 */
export const MARKETING_SCREENS: Partial<Record<AppRoute, LazyExoticComponent<ComponentType>>> = {
  '/': lazy(() => import('@/features/marketing/routes/opt-in-page')),
  '/opt-in': lazy(() => import('@/features/marketing/routes/opt-in-page')),
  '/thank-you': lazy(() => import('@/features/marketing/routes/thank-you-pages').then((m) => ({ default: m.ThankYouPage }))),
  '/thank-you-paid': lazy(() => import('@/features/marketing/routes/thank-you-pages').then((m) => ({ default: m.ThankYouPaidPage }))),
  '/purchase-success': lazy(() => import('@/features/marketing/routes/thank-you-pages').then((m) => ({ default: m.PurchaseSuccessPage }))),
  '/oto-success': lazy(() => import('@/features/marketing/routes/thank-you-pages').then((m) => ({ default: m.OtoSuccessPage }))),
  '/landing-full': lazy(() => import('@/features/marketing/routes/landing-full-page')),
  '/landing': lazy(() => import('@/features/marketing/routes/landing-page')),
  '/pricing': lazy(() => import('@/features/marketing/routes/pricing-page')),
  '/how-to-use': lazy(() => import('@/features/marketing/routes/help-pages').then((m) => ({ default: m.HowToUsePage }))),
  '/faq': lazy(() => import('@/features/marketing/routes/help-pages').then((m) => ({ default: m.FaqPage }))),
  '/upgrade-required': lazy(() => import('@/features/marketing/routes/help-pages').then((m) => ({ default: m.UpgradeRequiredPage }))),
  '/terms': lazy(() => import('@/features/marketing/routes/legal-pages').then((m) => ({ default: m.TermsPage }))),
  '/privacy': lazy(() => import('@/features/marketing/routes/legal-pages').then((m) => ({ default: m.PrivacyPage }))),
};
