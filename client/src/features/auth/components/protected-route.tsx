import type { ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { CenteredSpinner } from '@/components/ui/spinner';
import { SESSION_COPY } from '@/content/system-copy';
import { AUTH_PATH } from '@/lib/api-client';
import { useAuthContext } from '../auth-context';

/** Lets through a signed-in user, or anyone holding a `shareToken` link; sends others to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuthContext('ProtectedRoute');
  const search = useSearch();

  if (isLoading) return <CenteredSpinner label={SESSION_COPY.checking} fullScreen />;
  if (!user && !new URLSearchParams(search).get('shareToken')) return <Redirect to={AUTH_PATH} replace />;
  return children;
}
