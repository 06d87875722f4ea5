import { Suspense, useState, type ReactNode } from 'react';
import type { PreloadableComponent } from '@/lib/lazy-with-preload';

/**
 * A lazy screen inside a Suspense boundary, unless its chunk had already arrived when the outlet
 * mounted: then the screen renders directly, in its parent's pass. That is how a prerendered page
 * is rendered on the server and hydrated in the browser (both after a preload): one hydration pass
 * for the whole page, with no boundary left dehydrated, which React would otherwise hydrate
 * synchronously (one long task) as soon as the session check changes a context above it.
 * Decided once per mount, so the tree never changes shape under a mounted screen.
 */
export function ScreenOutlet({ screen: Screen, fallback }: { screen: PreloadableComponent; fallback: ReactNode }) {
  const [loaded] = useState(Screen.isLoaded);
  return loaded ? (
    <Screen />
  ) : (
    <Suspense fallback={fallback}>
      <Screen />
    </Suspense>
  );
}
