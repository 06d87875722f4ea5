import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppRoute } from '@/content/screen-titles';

/**
 * Marketing, help and legal screens. Each brings its own header and footer inside its lazy chunk,
 * so the router renders them without a shell and the entry bundle carries none of their code.
 */
export const MARKETING_SCREENS: Partial<Record<AppRoute, LazyExoticComponent<ComponentType>>> = {
  '/pricing': lazy(() => import('@/features/marketing/routes/pricing-page')),
};
