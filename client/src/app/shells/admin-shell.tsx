import type { ReactNode } from 'react';
import { AdminRoute } from '@/features/auth';
import { SHELL_COPY } from '@/content/system-copy';
import { StudioFrame } from './studio-frame';

function AdminBadge() {
  return (
    <span className="hidden rounded-full bg-ink px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase sm:inline">{SHELL_COPY.adminBadge}</span>
  );
}

/** Operator screens: admins only, inside the same studio frame (its navigation has an admin group). */
export function AdminShell({ children }: { children: ReactNode }) {
  return (
    <AdminRoute>
      <StudioFrame headerExtra={<AdminBadge />}>{children}</StudioFrame>
    </AdminRoute>
  );
}
