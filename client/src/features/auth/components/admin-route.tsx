import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { SESSION_COPY } from '@/content/system-copy';
import { useAuth } from '../hooks/use-auth';
import { ProtectedRoute } from './protected-route';

function AdminRequired() {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center justify-center px-4 py-16">
      <section className="flex max-w-md flex-col items-center text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-warning-soft text-warning">
          <ShieldIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-title font-bold text-ink">{SESSION_COPY.adminRequiredHeading}</h1>
        <p className="mt-2 text-sm text-ink-muted">{SESSION_COPY.adminRequiredText}</p>
        <Link href="/dashboard" className={buttonClasses({ className: 'mt-6' })}>
          {SESSION_COPY.backToDashboard}
        </Link>
      </section>
    </main>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user?.role === 'admin' ? children : <AdminRequired />;
}

/** The protected guard plus the admin role; the server checks the role again on every admin call. */
export function AdminRoute({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <AdminOnly>{children}</AdminOnly>
    </ProtectedRoute>
  );
}
