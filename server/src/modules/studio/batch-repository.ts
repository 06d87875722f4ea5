import { and, asc, eq } from 'drizzle-orm';
import type { BatchRowInput } from '@common/contracts/batches';
import type { Executor, Transaction } from '../../db/client';
import { batches, batchRows, renderJobs } from '../../db/schema/index';

export type BatchRow = typeof batches.$inferSelect;
export type BatchRowWithRender = typeof batchRows.$inferSelect & {
  render: Pick<typeof renderJobs.$inferSelect, 'id' | 'status' | 'progress' | 'mediaKey' | 'aspectRatio' | 'error'> | null;
};

export async function findBatchByKey(db: Executor, userId: string, idempotencyKey: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.ownerUserId, userId), eq(batches.idempotencyKey, idempotencyKey)));
  return row;
}

export async function findOwnedBatch(db: Executor, userId: string, id: string): Promise<BatchRow | undefined> {
  const [row] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.ownerUserId, userId), eq(batches.id, id)));
  return row;
}

/** The batch and its rows in one commit; a second insert of the same key finds the first (the unique index). */
export async function insertBatch(
  tx: Transaction,
  batch: typeof batches.$inferInsert,
  rows: { position: number; line: number; input: BatchRowInput }[],
): Promise<BatchRow | undefined> {
  const [inserted] = await tx.insert(batches).values(batch).onConflictDoNothing().returning();
  if (!inserted) return undefined;
  if (rows.length) await tx.insert(batchRows).values(rows.map((row) => ({ ...row, batchId: inserted.id, updatedAt: batch.createdAt })));
  return inserted;
}

export async function setBatchRowOutcome(
  db: Executor,
  batchId: string,
  position: number,
  outcome: { renderJobId: string | null; error: string | null },
  now: Date,
) {
  await db
    .update(batchRows)
    .set({ ...outcome, updatedAt: now })
    .where(and(eq(batchRows.batchId, batchId), eq(batchRows.position, position)));
}

/** The rows in file order, each with its render's progress. */
export async function listBatchRows(db: Executor, batchId: string): Promise<BatchRowWithRender[]> {
  const rows = await db
    .select({
      row: batchRows,
      render: {
        id: renderJobs.id,
        status: renderJobs.status,
        progress: renderJobs.progress,
        mediaKey: renderJobs.mediaKey,
        aspectRatio: renderJobs.aspectRatio,
        error: renderJobs.error,
      },
    })
    .from(batchRows)
    .leftJoin(renderJobs, eq(renderJobs.id, batchRows.renderJobId))
    .where(eq(batchRows.batchId, batchId))
    .orderBy(asc(batchRows.position));
  return rows.map(({ row, render }) => ({ ...row, render: render?.id ? render : null }));
}
