import type { AppRoute } from '@/content/screen-titles';
import { MARKETING_SCREENS } from './marketing-screens';

/**
 * Public screens the build renders to HTML (scripts/prerender.ts): the browser paints them before
 * any JavaScript runs, then React hydrates them. Each must be a marketing screen (they can be
 * preloaded) that renders the same for every visitor until hydrated. Add a route here to
 * prerender it.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/opt-in',
  '/landing-full',
  '/landing',
  '/pricing',
  '/how-to-use',
  '/faq',
  '/terms',
  '/privacy',
  '/upgrade-required',
] as const satisfies readonly AppRoute[];

/** The screen of a prerendered route, whose chunk the browser loads before hydrating. */
export function prerenderedScreen(pathname: string) {
  const route = PRERENDERED_ROUTES.find((r) => r === pathname);
  return route ? MARKETING_SCREENS[route] : undefined;
}
