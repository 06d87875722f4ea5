import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminAccessChange,
  type AdminRoleChange,
  type AdminUser,
  type AdminUserList,
  type AdminUsersQuery,
} from '@common/contracts/admin-users';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { deleteSessionsOfUser } from '../auth/service';
import { getBalance } from '../credits/service';
import type { AdminUsersDeps } from './admin-users-deps';
import { recordAdminAudit } from './audit-trail';
import { findUser, lockUser, searchUsers, updateUserAccess, type AdminUserRow } from './repository';

/** The acting admin: only the id is needed, to name them in the audit row and to refuse changes to themselves. */
type Actor = { id: string };

const NOT_FOUND = 'No account has this id.';

async function toAdminUser(db: Executor, row: AdminUserRow): Promise<AdminUser> {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    plan: row.plan,
    role: row.role,
    credits: await getBalance({ db, userId: row.id }),
    emailVerifiedAt: row.emailVerifiedAt?.toISOString() ?? null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function searchAccounts(deps: Pick<AdminUsersDeps, 'db'>, query: AdminUsersQuery): Promise<AdminUserList> {
  const { rows, total } = await searchUsers(deps.db, { email: query.email, limit: ADMIN_USERS_PAGE_SIZE, offset: (query.page - 1) * ADMIN_USERS_PAGE_SIZE });
  return { users: await Promise.all(rows.map((row) => toAdminUser(deps.db, row))), total, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE };
}

export async function getAccount(deps: Pick<AdminUsersDeps, 'db'>, id: string): Promise<AdminUser> {
  const row = await findUser(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toAdminUser(deps.db, row);
}

/** Grants or revokes admin. An admin cannot demote themselves, so the installation always keeps the one acting. */
export async function changeRole(deps: AdminUsersDeps, actor: Actor, id: string, input: AdminRoleChange): Promise<AdminUser> {
  if (actor.id === id && input.role !== 'admin') throw new AppError('CONFLICT', 'You cannot remove your own admin role. Ask another admin.');
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (user.role === input.role) {
      throw new AppError('CONFLICT', input.role === 'admin' ? 'This account is already an admin.' : 'This account is not an admin.');
    }
    const updated = await updateUserAccess(tx, id, { role: input.role });
    await recordAdminAudit(tx, {
      action: input.role === 'admin' ? 'role.granted' : 'role.revoked',
      actorUserId: actor.id,
      subjectUserId: id,
      reason: input.reason,
      detail: { from: user.role, to: input.role },
      at: deps.now(),
    });
    return toAdminUser(tx, updated);
  });
}

/**
 * Disables or enables an account. Disabling deletes its sessions in the same transaction, so its
 * next call is a 401, and sign-in is refused while it stays disabled. An admin cannot disable themselves.
 */
export async function changeAccess(deps: AdminUsersDeps, actor: Actor, id: string, input: AdminAccessChange): Promise<AdminUser> {
  if (actor.id === id && input.disabled) throw new AppError('CONFLICT', 'You cannot disable your own account.');
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (Boolean(user.disabledAt) === input.disabled) {
      throw new AppError('CONFLICT', input.disabled ? 'This account is already disabled.' : 'This account is not disabled.');
    }
    const now = deps.now();
    const updated = await updateUserAccess(tx, id, { disabledAt: input.disabled ? now : null });
    const sessionsEnded = input.disabled ? await deleteSessionsOfUser(tx, id) : 0;
    await recordAdminAudit(tx, {
      action: input.disabled ? 'account.disabled' : 'account.enabled',
      actorUserId: actor.id,
      subjectUserId: id,
      reason: input.reason,
      detail: input.disabled ? { sessionsEnded } : {},
      at: now,
    });
    return toAdminUser(tx, updated);
  });
}
