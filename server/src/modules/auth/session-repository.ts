import { and, desc, eq, like, lte, ne, or, sql } from 'drizzle-orm';
import { preparedOn, type Database, type Executor } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { UserRow } from './repository';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

const sessionWithUser = preparedOn('find_session_with_user', (db, name) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare(name),
);

/** Every signed-in request's read: a prepared statement (built and planned once, see db/client's `preparedOn`). */
export async function findSessionWithUser(db: Database, tokenHash: string): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await sessionWithUser(db).execute({ tokenHash });
  return row;
}

export async function touchSession(db: Executor, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Sessions past their absolute expiry or idle since `idleBefore`. */
export async function deleteExpiredSessions(db: Executor, cutoff: { now: Date; idleBefore: Date }): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, cutoff.now), lte(sessions.lastSeenAt, cutoff.idleBefore)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

export async function listSessionsOfUser(db: Executor, userId: string): Promise<SessionRow[]> {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
}

/** Ends the user's sessions, all of them or all but `keepTokenHash`; returns how many ended. */
export async function deleteSessionsOfUser(db: Executor, userId: string, keepTokenHash?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(keepTokenHash ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)) : eq(sessions.userId, userId))
    .returning({ t: sessions.tokenHash });
  return rows.length;
}

/** The session whose hash starts with `idPrefix` (the id the sessions list shows), if it is the user's. */
export async function deleteSessionByPrefix(db: Executor, userId: string, idPrefix: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), like(sessions.tokenHash, `${idPrefix}%`)))
    .returning({ t: sessions.tokenHash });
  return rows.length;
}
