import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { StatusScreen } from '@/components/ui/status-screen';
import { SESSION_COPY } from '@/content/system-copy';
import { useAuth } from '../hooks/use-auth';
import { ProtectedRoute } from './protected-route';

function AdminRequired() {
  return (
    <StatusScreen
      tone="warning"
      icon={<ShieldIcon className="size-8" />}
      heading={SESSION_COPY.adminRequiredHeading}
      text={SESSION_COPY.adminRequiredText}
      action={
        <Link href="/dashboard" className={buttonClasses()}>
          {SESSION_COPY.backToDashboard}
        </Link>
      }
    />
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
