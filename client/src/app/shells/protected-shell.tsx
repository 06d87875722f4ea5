import { lazy, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { ProtectedRoute, useAuth } from '@/features/auth';
import { PastDueNotice } from '@/features/billing';
import { NavigationPathPrompt } from '@/features/navigation-path';
import { StudioFrame } from './studio-frame';

/** Billing's banner while a payment has failed (signed-in creators only). */
function SignedInPastDueNotice() {
  const { user } = useAuth();
  return user ? <PastDueNotice /> : null;
}

const SharedProjectPage = lazy(() => import('@/features/studio/routes/shared-project-page'));

/**
 * The studio: signed-in users, or visitors holding a share link. A screen opened with
 * `?shareToken=` shows only that shared project, read-only, whoever is looking.
 */
export function ProtectedShell({ children }: { children: ReactNode }) {
  const shared = new URLSearchParams(useSearch()).has('shareToken');
  return (
    <ProtectedRoute>
      <StudioFrame>
        {shared ? null : <SignedInPastDueNotice />}
        {shared ? <SharedProjectPage /> : children}
      </StudioFrame>
      <NavigationPathPrompt />
    </ProtectedRoute>
  );
}
