import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accountDeletions, accountExports } from '../../db/schema/index';

export type AccountExportRow = typeof accountExports.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;

export async function insertExport(db: Executor, values: typeof accountExports.$inferInsert): Promise<AccountExportRow> {
  const [row] = await db.insert(accountExports).values(values).returning();
  return row!;
}

export async function findExport(db: Executor, id: string): Promise<AccountExportRow | undefined> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, id));
  return row;
}

export async function findOwnedExport(db: Executor, userId: string, id: string): Promise<AccountExportRow | undefined> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, id), eq(accountExports.userId, userId)));
  return row;
}

export async function findLatestExport(db: Executor, userId: string): Promise<AccountExportRow | undefined> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.userId, userId)).orderBy(desc(accountExports.createdAt)).limit(1);
  return row;
}

export function listExportsOfUser(db: Executor, userId: string): Promise<AccountExportRow[]> {
  return db.select().from(accountExports).where(eq(accountExports.userId, userId));
}

export async function updateExport(db: Executor, id: string, values: Partial<Omit<AccountExportRow, 'id' | 'userId'>>): Promise<void> {
  await db.update(accountExports).set(values).where(eq(accountExports.id, id));
}

export async function deleteExportsOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(accountExports).where(eq(accountExports.userId, userId));
}

/** Starts a deletion record, or keeps the one already there (a second request changes nothing). */
export async function insertDeletion(db: Executor, userId: string, now: Date): Promise<void> {
  await db.insert(accountDeletions).values({ userId, requestedAt: now }).onConflictDoNothing();
}

export async function findDeletion(db: Executor, userId: string): Promise<AccountDeletionRow | undefined> {
  const [row] = await db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId));
  return row;
}

export async function markDeletionStepDone(db: Executor, userId: string, area: string): Promise<void> {
  await db
    .update(accountDeletions)
    .set({ stepsDone: sql`array_append(${accountDeletions.stepsDone}, ${area})` })
    .where(and(eq(accountDeletions.userId, userId), sql`not (${area} = any(${accountDeletions.stepsDone}))`));
}

export async function completeDeletion(db: Executor, userId: string, now: Date): Promise<void> {
  await db.update(accountDeletions).set({ completedAt: now }).where(eq(accountDeletions.userId, userId));
}

/** Forgets the user's earlier exports once a newer one is ready (their archives are removed first). */
export async function deleteExportsExcept(db: Executor, userId: string, keepId: string): Promise<void> {
  await db.delete(accountExports).where(and(eq(accountExports.userId, userId), ne(accountExports.id, keepId)));
}
