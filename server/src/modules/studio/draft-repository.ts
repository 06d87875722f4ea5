import type { Draft, DraftInput } from '@common/contracts/studio';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { videoDrafts } from '../../db/schema/index';

type DraftRow = typeof videoDrafts.$inferSelect;

/** Drafts kept per creator; saving a new one beyond this drops the longest untouched. */
export const DRAFTS_KEPT = 20;

export function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    description: row.description,
    visualStyle: row.visualStyle,
    aspectRatio: row.aspectRatio,
    durationSeconds: row.durationSeconds,
    tone: row.tone,
    scenes: row.scenes,
    product: row.product,
    ...(row.settings ? { settings: row.settings } : {}),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listDrafts(db: Executor, userId: string): Promise<DraftRow[]> {
  return db.select().from(videoDrafts).where(eq(videoDrafts.userId, userId)).orderBy(desc(videoDrafts.updatedAt)).limit(DRAFTS_KEPT);
}

export async function createDraft(db: Executor, userId: string, input: DraftInput, now: Date): Promise<DraftRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(videoDrafts)
      .values({ ...input, userId, createdAt: now, updatedAt: now })
      .returning();
    const kept = await listDrafts(tx, userId);
    await tx.delete(videoDrafts).where(
      and(
        eq(videoDrafts.userId, userId),
        notInArray(
          videoDrafts.id,
          kept.map((d) => d.id),
        ),
      ),
    );
    return row!;
  });
}

/** The draft if it is the creator's; undefined for anyone else. */
export async function findDraft(db: Executor, userId: string, id: string): Promise<DraftRow | undefined> {
  const [row] = await db
    .select()
    .from(videoDrafts)
    .where(and(eq(videoDrafts.id, id), eq(videoDrafts.userId, userId)));
  return row;
}

/** Undefined when the creator has no such draft. */
export async function updateDraft(db: Executor, userId: string, id: string, input: DraftInput, now: Date): Promise<DraftRow | undefined> {
  const [row] = await db
    .update(videoDrafts)
    .set({ ...input, updatedAt: now })
    .where(and(eq(videoDrafts.id, id), eq(videoDrafts.userId, userId)))
    .returning();
  return row;
}

/** Removes the draft if it is the creator's; false when there was none to remove. */
export async function deleteDraftInside(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(videoDrafts)
    .where(and(eq(videoDrafts.id, id), eq(videoDrafts.userId, userId)))
    .returning({ id: videoDrafts.id });
  return rows.length > 0;
}
