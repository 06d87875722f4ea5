import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';
import type { UserRow } from '../auth/service';

export async function updateUserProfile(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'username' | 'email' | 'passwordHash' | 'emailVerifiedAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
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
