import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { previewSets, renderJobs } from '../../db/schema/index';

export type PreviewSetRow = typeof previewSets.$inferSelect;
export type PreviewRenderRow = Pick<typeof renderJobs.$inferSelect, 'id' | 'status' | 'progress' | 'mediaKey'>;

/** Holds the creator's preview lock until the transaction ends: two sets asked at once count the free allowance one after the other. */
export async function lockPreviewAllowance(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`preview-sets:${userId}`}))`);
}

export async function findPreviewSetByKey(db: Executor, userId: string, idempotencyKey: string): Promise<PreviewSetRow | undefined> {
  const [row] = await db
    .select()
    .from(previewSets)
    .where(and(eq(previewSets.ownerUserId, userId), eq(previewSets.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findOwnedPreviewSet(db: Executor, userId: string, id: string): Promise<PreviewSetRow | undefined> {
  const [row] = await db
    .select()
    .from(previewSets)
    .where(and(eq(previewSets.ownerUserId, userId), eq(previewSets.id, id)));
  return row;
}

/** How many sets the creator asked for since `since` (the start of the UTC day). */
export async function countPreviewSetsSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(previewSets)
    .where(and(eq(previewSets.ownerUserId, userId), gte(previewSets.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertPreviewSet(tx: Transaction, values: typeof previewSets.$inferInsert): Promise<PreviewSetRow> {
  const [row] = await tx.insert(previewSets).values(values).returning();
  return row!;
}

/** The preview renders of a set (kind `preview` only: a set never points at a library video). */
export async function listPreviewRenders(db: Executor, ids: string[]): Promise<PreviewRenderRow[]> {
  if (!ids.length) return [];
  return db
    .select({ id: renderJobs.id, status: renderJobs.status, progress: renderJobs.progress, mediaKey: renderJobs.mediaKey })
    .from(renderJobs)
    .where(and(inArray(renderJobs.id, ids), eq(renderJobs.kind, 'preview')));
}
