import { useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { CenteredSpinner } from '@/components/ui/spinner';
import { AUTH_SCREEN_COPY as COPY } from '@/content/auth-copy';
import { DEFAULT_AFTER_AUTH, authModeOf } from '../auth-mode';
import { useAuthContext } from '../auth-context';
import { AuthCard } from '../components/auth-card';
import { AuthMarketingPanel } from '../components/auth-marketing-panel';
import { LogoutNotice } from '../components/logout-notice';

/**
 * Sign-in and sign-up (/auth, /login, /signup, /register). A signed-in visitor leaves for the
 * dashboard; after signing in here, the forms choose where to go, and the screen goes there once
 * the session holds the user, so a protected target never sees a signed-out moment.
 */
export default function AuthPage() {
  const { user, isLoading } = useAuthContext('AuthPage');
  const [path] = useLocation();
  const search = useSearch();
  const [target, setTarget] = useState<string | null>(null);

  if (isLoading) return <CenteredSpinner label={COPY.loading} />;
  if (user) return <Redirect to={target ?? DEFAULT_AFTER_AUTH} replace />;

  const initialMode = authModeOf(path, search);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-2 lg:gap-12 lg:py-16">
      <AuthMarketingPanel />
      <div className="mx-auto grid w-full max-w-md content-center gap-4">
        <LogoutNotice />
        {/* A changed ?mode while on this screen (e.g. a link in the header) starts that form afresh. */}
        <AuthCard key={initialMode} initialMode={initialMode} onAuthenticated={setTarget} />
      </div>
    </div>
  );
}
