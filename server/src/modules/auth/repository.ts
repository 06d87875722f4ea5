import type { Role } from '@common/contracts/auth';
import { eq, inArray, ne, and, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Usernames already taken by `base` itself or `base` followed by digits. */
export async function findUsernamesLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(or(eq(users.username, base), sql`${users.username} ~ ${`^${base}[0-9]+$`}`));
  return rows.map((row) => row.username);
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'navigationPath' | 'emailVerifiedAt' | 'role' | 'lastSignInAt' | 'disabledAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Sets `role` on the accounts with these e-mails (case-insensitive); returns the e-mails changed. */
export async function setRoleByEmails(db: Executor, emails: string[], role: Role): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .update(users)
    .set({ role })
    .where(
      and(
        inArray(
          sql`lower(${users.email})`,
          emails.map((e) => e.toLowerCase()),
        ),
        ne(users.role, role),
      ),
    )
    .returning({ email: users.email });
  return rows.map((row) => row.email);
}
