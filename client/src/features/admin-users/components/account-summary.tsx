import { PLANS } from '@common/catalog/plans';
import type { AdminUser } from '@common/contracts/admin-users';
import type { ReactNode } from 'react';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';
import { formatDate } from '@/lib/format-date';
import { AccessBadge } from './access-badge';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

/** Everything the admin needs to know about the account before acting on it. */
export function AccountSummary({ user }: { user: AdminUser }) {
  return (
    <section aria-labelledby="summary-title" className="grid gap-4 rounded-card border border-border bg-surface p-5">
      <h2 id="summary-title" className="text-lg font-bold text-ink">
        {C.summaryTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Item term={C.name}>{user.name}</Item>
        <Item term={C.colPlan}>{PLANS[user.plan].names.pricing}</Item>
        <Item term={C.colRole}>{user.role === 'admin' ? C.roleAdmin : C.roleUser}</Item>
        <Item term={C.colCredits}>{user.credits}</Item>
        <Item term={C.colVerified}>{user.emailVerifiedAt ? formatDate(user.emailVerifiedAt) : C.no}</Item>
        <Item term={C.colLastSignIn}>{user.lastSignInAt ? formatDate(user.lastSignInAt) : C.never}</Item>
        <Item term={C.joined}>{formatDate(user.createdAt)}</Item>
        <Item term={C.colStatus}>
          <AccessBadge disabled={Boolean(user.disabledAt)} />
          {user.disabledAt ? <span className="mt-1 block text-sm text-ink-muted">{`${C.disabledSince} ${formatDate(user.disabledAt)}`}</span> : null}
        </Item>
      </dl>
    </section>
  );
}
