import { lazy, Suspense } from 'react';
import { useSearch } from 'wouter';
import { useAuth } from '@/features/auth';

// Most sessions never need it, so its dialog code loads only when it has to open.
const NavigationPathDialog = lazy(() => import('./navigation-path-dialog'));

/**
 * Asks a signed-in user without a navigation path to choose one (spec section 2). It mounts with
 * each protected screen, so closing it only postpones the question until one is saved. Visitors
 * on a share link are looking at someone else's work and are not asked.
 */
export function NavigationPathPrompt() {
  const { user } = useAuth();
  const isShareVisit = new URLSearchParams(useSearch()).has('shareToken');
  if (!user || user.navigationPath !== null || isShareVisit) return null;
  return (
    <Suspense fallback={null}>
      <NavigationPathDialog />
    </Suspense>
  );
}
