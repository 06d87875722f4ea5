import { lazy, Suspense, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { ProtectedRoute, SignOutButton, useAuth } from '@/features/auth';
import { CreditBalance } from '@/features/credits';
import { PastDueNotice } from '@/features/billing';
import { NavigationPathPrompt } from '@/features/navigation-path';
import { ShellLayout } from './shell-layout';

// streak, level and achievement toasts: a chunk of their own, loaded only inside the studio
const GamificationHeader = lazy(() => import('@/features/gamification').then((m) => ({ default: m.GamificationHeader })));

function SignedInAs() {
  const { user } = useAuth();
  if (!user) return null;
  // Hidden on phones: the wordmark and the sign-out button need the width more.
  return <span className="hidden max-w-[40vw] truncate text-sm text-ink-muted sm:inline">{user.name || user.email}</span>;
}

function AccountControls() {
  const { user } = useAuth();
  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      {user ? (
        <Suspense fallback={null}>
          <GamificationHeader />
        </Suspense>
      ) : null}
      {user ? <CreditBalance /> : null}
      <SignedInAs />
      <SignOutButton />
    </div>
  );
}

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
      <ShellLayout homeHref="/dashboard" headerEnd={<AccountControls />}>
        {shared ? null : <SignedInPastDueNotice />}
        {shared ? <SharedProjectPage /> : children}
      </ShellLayout>
      <NavigationPathPrompt />
    </ProtectedRoute>
  );
}
