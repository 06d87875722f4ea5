import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';
import { BRAND } from '@/content/brand';
import { useSearchUsers } from '../api/search-users';
import { AuditList } from '../components/audit-list';
import { Pager } from '@/components/ui/pager';
import { UserSearchForm } from '../components/user-search-form';
import { UsersTable } from '../components/users-table';

/** /admin/users: search accounts by e-mail (kept in the address, so back from an account returns to the results) and the admin audit trail. */
export default function AdminUsersPage() {
  const email = new URLSearchParams(useSearch()).get('email') ?? '';
  const [, navigate] = useLocation();
  const [page, setPage] = useState(1);
  const users = useSearchUsers(email, page);
  const search = (next: string) => {
    setPage(1);
    navigate(next ? `/admin/users?email=${encodeURIComponent(next)}` : '/admin/users', { replace: true });
  };
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6">
      <title>{`${C.title} · ${BRAND.name}`}</title>
      <PageHeader title={C.title} intro={C.intro} />
      <UserSearchForm initial={email} onSearch={search} />
      <section aria-label={C.tableCaption} aria-busy={users.isFetching} className="grid gap-3">
        {users.isError ? (
          <LoadError message={C.loadError} detail={users.error.message} retryLabel={C.retry} onRetry={() => void users.refetch()} />
        ) : !users.data ? (
          <LoadingBlocks label={C.loading} count={4} className="grid gap-2" blockClassName="h-10" />
        ) : users.data.users.length === 0 ? (
          <p className="rounded-card border border-dashed border-border p-8 text-center text-ink-muted">{C.empty}</p>
        ) : (
          <>
            <p className="text-sm font-semibold text-ink" role="status">
              {C.total(users.data.total)}
            </p>
            <UsersTable users={users.data.users} />
            <Pager page={page} total={users.data.total} pageSize={users.data.pageSize} onPage={setPage} label={C.tableCaption} />
          </>
        )}
      </section>
      <AuditList title={C.auditTitle} />
    </div>
  );
}
