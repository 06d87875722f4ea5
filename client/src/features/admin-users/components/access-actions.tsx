import type { AdminUser } from '@common/contracts/admin-users';
import { toast } from '@/components/ui/use-toast';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';
import { useAuth } from '@/features/auth';
import { useChangeAccess } from '../api/change-access';
import { useChangeRole } from '../api/change-role';
import { ReasonDialog } from './reason-dialog';

/** Grant or revoke admin, disable or enable: each confirmed with a reason. Not offered on the admin's own account (the server refuses it too). */
export function AccessActions({ user }: { user: AdminUser }) {
  const { user: me } = useAuth();
  const role = useChangeRole(user.id);
  const access = useChangeAccess(user.id);
  const isAdmin = user.role === 'admin';
  const isDisabled = Boolean(user.disabledAt);
  return (
    <section aria-labelledby="access-title" className="grid gap-3 rounded-card border border-border bg-surface p-5">
      <h2 id="access-title" className="text-lg font-bold text-ink">
        {C.actionsTitle}
      </h2>
      {me?.id === user.id ? (
        <p className="text-ink-muted">{C.yourself}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ReasonDialog
            label={isAdmin ? C.revokeAdmin : C.grantAdmin}
            title={isAdmin ? C.revokeTitle : C.grantTitle}
            text={isAdmin ? C.revokeText(user.email) : C.grantText(user.email)}
            variant={isAdmin ? 'danger' : 'primary'}
            onConfirm={async (reason) => {
              await role.mutateAsync({ role: isAdmin ? 'user' : 'admin', reason });
              toast({ title: C.done[isAdmin ? 'role.revoked' : 'role.granted'] });
            }}
          />
          <ReasonDialog
            label={isDisabled ? C.enable : C.disable}
            title={isDisabled ? C.enableTitle : C.disableTitle}
            text={isDisabled ? C.enableText(user.email) : C.disableText(user.email)}
            variant={isDisabled ? 'primary' : 'danger'}
            onConfirm={async (reason) => {
              await access.mutateAsync({ disabled: !isDisabled, reason });
              toast({ title: C.done[isDisabled ? 'account.enabled' : 'account.disabled'] });
            }}
          />
        </div>
      )}
    </section>
  );
}
