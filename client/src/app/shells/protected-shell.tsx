import type { ReactNode } from 'react';
import { ProtectedRoute, SignOutButton, useAuth } from '@/features/auth';
import { NavigationPathPrompt } from '@/features/navigation-path/components/navigation-path-prompt';
import { CreditBalance } from '@/features/studio/components/credit-balance';
import { ShellLayout } from './shell-layout';

function SignedInAs() {
  const { user } = useAuth();
  if (!user) return null;
  // Hidden on phones: the wordmark and the sign-out button need the width more.
  return <span className="hidden max-w-[40vw] truncate text-sm text-ink-muted sm:inline">{user.name || user.email}</span>;
}

function AccountControls() {
  const { user } = useAuth();
  return (
    <div className="flex min-w-0 items-center gap-3">
      {user ? <CreditBalance /> : null}
      <SignedInAs />
      <SignOutButton />
    </div>
  );
}

/** The studio: signed-in users, or visitors holding a share link. */
export function ProtectedShell({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <ShellLayout homeHref="/dashboard" headerEnd={<AccountControls />}>
        {children}
      </ShellLayout>
      <NavigationPathPrompt />
    </ProtectedRoute>
  );
}
