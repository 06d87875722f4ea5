import type { ReactNode } from 'react';
import { ProtectedRoute, useAuth } from '@/features/auth';
import { ShellLayout } from './shell-layout';

function SignedInAs() {
  const { user } = useAuth();
  if (!user) return null;
  return <span className="max-w-[50vw] truncate text-sm text-ink-muted">{user.name || user.email}</span>;
}

/** The studio: signed-in users, or visitors holding a share link. */
export function ProtectedShell({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <ShellLayout homeHref="/dashboard" headerEnd={<SignedInAs />}>
        {children}
      </ShellLayout>
    </ProtectedRoute>
  );
}
