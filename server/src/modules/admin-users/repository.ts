import type { AdminAuditAction } from '@common/contracts/admin-users';
import type { Role } from '@common/contracts/auth';
import { count, desc, eq, ilike } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import { adminAuditEvents, users } from '../../db/schema/index';

export type AdminUserRow = typeof users.$inferSelect;

/** `%` and `_` typed into the search mean themselves, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the accounts whose e-mail contains `email` (every account when empty), newest first, and how many match. */
export async function searchUsers(db: Executor, query: { email: string; limit: number; offset: number }): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = query.email ? ilike(users.email, containsPattern(query.email)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** The account, locked until the transaction ends, so two admins' changes to it queue. */
export async function lockUser(tx: Transaction, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUser(db: Executor, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUserAccess(tx: Transaction, id: string, values: { role: Role } | { disabledAt: Date | null }): Promise<AdminUserRow> {
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export type NewAuditEvent = {
  action: AdminAuditAction;
  actorUserId: string;
  subjectUserId: string;
  reason: string;
  detail?: Record<string, unknown>;
  idempotencyKey?: string;
  at: Date;
};

/** One audit row; a keyed action's replay writes nothing. */
export async function insertAuditEvent(tx: Transaction, values: NewAuditEvent): Promise<void> {
  await tx
    .insert(adminAuditEvents)
    .values({ ...values, detail: values.detail ?? {} })
    .onConflictDoNothing();
}

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

/** One page of the audit trail, newest first, with the e-mails of both accounts (null once removed). */
export async function listAuditEvents(db: Executor, query: { subjectUserId?: string; limit: number; offset: number }) {
  const where = query.subjectUserId ? eq(adminAuditEvents.subjectUserId, query.subjectUserId) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: adminAuditEvents.id,
        action: adminAuditEvents.action,
        actorEmail: actors.email,
        subjectUserId: adminAuditEvents.subjectUserId,
        subjectEmail: subjects.email,
        reason: adminAuditEvents.reason,
        detail: adminAuditEvents.detail,
        at: adminAuditEvents.at,
      })
      .from(adminAuditEvents)
      .leftJoin(actors, eq(actors.id, adminAuditEvents.actorUserId))
      .leftJoin(subjects, eq(subjects.id, adminAuditEvents.subjectUserId))
      .where(where)
      .orderBy(desc(adminAuditEvents.at), desc(adminAuditEvents.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(adminAuditEvents).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** What admins did to this account (the account's own export): the action, reason, detail and time, not which admin. */
export async function listAuditEventsAbout(db: Executor, userId: string) {
  return db
    .select({ action: adminAuditEvents.action, reason: adminAuditEvents.reason, detail: adminAuditEvents.detail, at: adminAuditEvents.at })
    .from(adminAuditEvents)
    .where(eq(adminAuditEvents.subjectUserId, userId))
    .orderBy(adminAuditEvents.at);
}

const ANONYMISED_REASON = '(account deleted)';

/**
 * The rows about a deleted account stay as the admins' record of what they did, unlinked from it:
 * the subject goes, and so does the reason, which an admin may have written about the person.
 */
export async function anonymiseAuditEventsAbout(db: Executor, userId: string): Promise<void> {
  await db.update(adminAuditEvents).set({ subjectUserId: null, reason: ANONYMISED_REASON }).where(eq(adminAuditEvents.subjectUserId, userId));
}
