import type { AdminAuditAction } from '@common/contracts/admin-users';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every admin action on an account, one row each: who (the admin), what (the action), whom (the
 * account), why (the reason the admin typed) and when. Credit adjustments land here too, in the
 * transaction of their ledger row, so the admin users screen has one list (docs/decisions/057).
 * E-mails are joined from `users`, not copied: a removed account leaves its rows with no one named.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    action: text('action').$type<AdminAuditAction>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    /** What changed, e.g. `{ amount, balanceAfter }` for credits or `{ role }` for a role change. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Set when the action is itself keyed (a credit adjustment's key), so a replay writes no second row. */
    idempotencyKey: text('idempotency_key'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('admin_audit_events_at_idx').on(t.at),
    index('admin_audit_events_subject_idx').on(t.subjectUserId, t.at),
    uniqueIndex('admin_audit_events_idempotency_key').on(t.idempotencyKey),
    check('admin_audit_events_action_check', sql`${t.action} in ('credits.adjusted', 'role.granted', 'role.revoked', 'account.disabled', 'account.enabled')`),
  ],
);
