import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { CenteredSpinner } from '@/components/ui/spinner';
import { SESSION_COPY } from '@/content/system-copy';
import { AUTH_PATH } from '@/lib/api-client';
import { readStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useAuthContext } from '../auth-context';
import { rememberPostAuthTarget } from '../post-auth-target';

/** Lets through a signed-in user, or anyone holding a `shareToken` link; sends others to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuthContext('ProtectedRoute');
  const search = useSearch();
  const [location] = useLocation();

  if (isLoading) return <CenteredSpinner label={SESSION_COPY.checking} fullScreen />;
  if (!user && !new URLSearchParams(search).get('shareToken')) {
    // the deep link (an invitation, a checkout, any studio screen) opens after signing in; not after
    // signing out, where the next sign-in starts at the dashboard as the spec says
    if (readStorage('sessionStorage', STORAGE_KEYS.logoutReason) === null) rememberPostAuthTarget(search ? `${location}?${search}` : location);
    return <Redirect to={AUTH_PATH} replace />;
  }
  return children;
}
