import type { SavedItem, SavedKind } from '@common/contracts/creator-tools';
import { and, arrayContains, desc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creatorToolItems } from '../../db/schema/index';

export type SavedItemRow = typeof creatorToolItems.$inferSelect;
type NewItem = { kind: SavedKind; title: string; body: string; tags: string[]; meta: SavedItem['meta'] };

export function insertItem(db: Executor, userId: string, item: NewItem, now: Date): Promise<SavedItemRow[]> {
  return db
    .insert(creatorToolItems)
    .values({ ...item, userId, createdAt: now, updatedAt: now })
    .returning();
}

/** `q` matches the title or the text (ILIKE, with its wildcards escaped); `tag` one of the tags. */
export function selectItems(db: Executor, userId: string, filter: { kind: SavedKind; q?: string; tag?: string; limit: number }): Promise<SavedItemRow[]> {
  const conditions = [eq(creatorToolItems.userId, userId), eq(creatorToolItems.kind, filter.kind)];
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(creatorToolItems.title, pattern), ilike(creatorToolItems.body, pattern))!);
  }
  if (filter.tag) conditions.push(arrayContains(creatorToolItems.tags, [filter.tag]));
  return db
    .select()
    .from(creatorToolItems)
    .where(and(...conditions))
    .orderBy(desc(creatorToolItems.updatedAt), desc(creatorToolItems.id))
    .limit(filter.limit);
}

export async function selectItem(db: Executor, userId: string, id: string): Promise<SavedItemRow | undefined> {
  const [row] = await db
    .select()
    .from(creatorToolItems)
    .where(and(eq(creatorToolItems.id, id), eq(creatorToolItems.userId, userId)));
  return row;
}

export async function updateItem(db: Executor, userId: string, id: string, change: Partial<NewItem>, now: Date): Promise<SavedItemRow | undefined> {
  const [row] = await db
    .update(creatorToolItems)
    .set({ ...change, updatedAt: now })
    .where(and(eq(creatorToolItems.id, id), eq(creatorToolItems.userId, userId)))
    .returning();
  return row;
}

export async function deleteItem(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(creatorToolItems)
    .where(and(eq(creatorToolItems.id, id), eq(creatorToolItems.userId, userId)))
    .returning({ id: creatorToolItems.id });
  return rows.length > 0;
}

export function selectAllItems(db: Executor, userId: string): Promise<SavedItemRow[]> {
  return db.select().from(creatorToolItems).where(eq(creatorToolItems.userId, userId)).orderBy(creatorToolItems.createdAt);
}

export async function deleteAllItems(db: Executor, userId: string): Promise<void> {
  await db.delete(creatorToolItems).where(eq(creatorToolItems.userId, userId));
}
