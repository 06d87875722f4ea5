import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppRoute } from '@/content/screen-titles';

/**
 * Marketing, help and legal screens. Each brings its own header and footer inside its lazy chunk,
 * so the router renders them without a shell and the entry bundle carries none of their code.
 */
export const MARKETING_SCREENS: Partial<Record<AppRoute, LazyExoticComponent<ComponentType>>> = {
  '/landing-full': lazy(() => import('@/features/marketing/routes/landing-full-page')),
  '/landing': lazy(() => import('@/features/marketing/routes/landing-page')),
  '/pricing': lazy(() => import('@/features/marketing/routes/pricing-page')),
};
