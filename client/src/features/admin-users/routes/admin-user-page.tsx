import { Link, useParams } from 'wouter';
import { LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';
import { BRAND } from '@/content/brand';
import { useAdminUser } from '../api/get-user';
import { AccessActions } from '../components/access-actions';
import { AccountSummary } from '../components/account-summary';
import { AuditList } from '../components/audit-list';
import { CreditAdjustmentForm } from '../components/credit-adjustment-form';

/** /admin/users/{id}: one account, its actions (role, access, credits) and the admin actions taken on it. */
export default function AdminUserPage() {
  const { id = '' } = useParams<{ id: string }>();
  const user = useAdminUser(id);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-6">
      <title>{`${user.data?.email ?? C.title} · ${BRAND.name}`}</title>
      <Link href="/admin/users" className="w-fit text-sm font-semibold text-primary underline-offset-2 hover:underline">
        ← {C.back}
      </Link>
      {user.isError ? (
        <>
          <PageHeader title={C.title} />
          <LoadError message={C.detailError} detail={user.error.message} retryLabel={C.retry} onRetry={() => void user.refetch()} />
        </>
      ) : !user.data ? (
        <LoadingBlocks label={C.detailLoading} count={3} className="grid gap-4" blockClassName="h-28" />
      ) : (
        <>
          <PageHeader title={<span className="block text-2xl [overflow-wrap:anywhere] sm:text-3xl">{user.data.email}</span>} />
          <AccountSummary user={user.data} />
          <AccessActions user={user.data} />
          <CreditAdjustmentForm user={user.data} />
          <AuditList userId={user.data.id} title={C.auditUserTitle} />
        </>
      )}
    </div>
  );
}
