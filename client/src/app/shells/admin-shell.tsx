import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { AdminRoute, SignOutButton } from '@/features/auth';
import { SHELL_COPY } from '@/content/system-copy';
import { ShellLayout } from './shell-layout';

function AdminBadge() {
  return (
    <Link
      href="/admin"
      className="rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase hover:bg-ink/85"
    >
      {SHELL_COPY.adminBadge}
    </Link>
  );
}

/** Operator screens: admins only. */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AdminRoute>
      <ShellLayout
        homeHref="/dashboard"
        headerEnd={
          <div className="flex items-center gap-3">
            <AdminBadge />
            <SignOutButton />
          </div>
        }
      >
        {children}
      </ShellLayout>
    </AdminRoute>
  );
}
