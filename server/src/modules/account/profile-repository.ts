import { and, desc, eq, like, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailChangeTokens, emailPreferences, passwordResetTokens, sessions, users } from '../../db/schema/index';
import type { UserRow } from './repository';

export type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;
export type EmailChangeTokenRow = typeof emailChangeTokens.$inferSelect;
export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;
type SessionRow = typeof sessions.$inferSelect;

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateUserProfile(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'username' | 'email' | 'passwordHash' | 'emailVerifiedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function insertPasswordResetToken(db: Executor, values: PasswordResetTokenRow): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** Takes the link out of the table as it is read: two concurrent uses cannot both succeed. */
export async function takePasswordResetToken(db: Executor, tokenHash: string): Promise<PasswordResetTokenRow | undefined> {
  const [row] = await db.delete(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).returning();
  return row;
}

export async function deletePasswordResetTokensOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}

export async function insertEmailChangeToken(db: Executor, values: EmailChangeTokenRow): Promise<void> {
  await db.insert(emailChangeTokens).values(values);
}

export async function takeEmailChangeToken(db: Executor, tokenHash: string): Promise<EmailChangeTokenRow | undefined> {
  const [row] = await db.delete(emailChangeTokens).where(eq(emailChangeTokens.tokenHash, tokenHash)).returning();
  return row;
}

export async function deleteEmailChangeTokensOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(emailChangeTokens).where(eq(emailChangeTokens.userId, userId));
}

export async function deleteExpiredSelfServiceTokens(db: Executor, now: Date): Promise<number> {
  const resets = await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now)).returning({ t: passwordResetTokens.tokenHash });
  const changes = await db.delete(emailChangeTokens).where(lte(emailChangeTokens.expiresAt, now)).returning({ t: emailChangeTokens.tokenHash });
  return resets.length + changes.length;
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

export async function findEmailPreferences(db: Executor, userId: string): Promise<EmailPreferencesRow | undefined> {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId));
  return row;
}

export async function upsertEmailPreferences(db: Executor, values: EmailPreferencesRow): Promise<EmailPreferencesRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db.insert(emailPreferences).values(values).onConflictDoUpdate({ target: emailPreferences.userId, set: changes }).returning();
  return row!;
}

/** Whether another account already has this username or this e-mail (case-insensitive). */
export async function isUsernameTaken(db: Executor, username: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), ne(users.id, exceptUserId)));
  return row !== undefined;
}

export async function isEmailTaken(db: Executor, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(sql`lower(${users.email}) = lower(${email})`), ne(users.id, exceptUserId)));
  return row !== undefined;
}
