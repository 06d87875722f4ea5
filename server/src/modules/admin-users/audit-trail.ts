import { ADMIN_AUDIT_PAGE_SIZE, type AdminAuditList, type AdminAuditQuery } from '@common/contracts/admin-users';
import type { Transaction } from '../../db/client';
import type { AdminUsersDeps } from './admin-users-deps';
import { insertAuditEvent, listAuditEvents, type NewAuditEvent } from './repository';

/**
 * Writes one admin action's audit row in the transaction that makes the change, so the row exists
 * if and only if the change committed. Other modules' admin actions (billing's credit adjustment)
 * call it through this module's face.
 */
export async function recordAdminAudit(tx: Transaction, event: NewAuditEvent): Promise<void> {
  await insertAuditEvent(tx, event);
}

export async function listAuditTrail(deps: Pick<AdminUsersDeps, 'db'>, query: AdminAuditQuery): Promise<AdminAuditList> {
  const { rows, total } = await listAuditEvents(deps.db, {
    subjectUserId: query.userId,
    limit: ADMIN_AUDIT_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_AUDIT_PAGE_SIZE,
  });
  return {
    events: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    total,
    page: query.page,
    pageSize: ADMIN_AUDIT_PAGE_SIZE,
  };
}
