import { CREATOR_TOOL_LIMITS, savedItemInputSchema, type SavedItem, type SavedItemUpdate, type SavedKind } from '@common/contracts/creator-tools';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { deleteItem, insertItem, selectItems, updateItem, type SavedItemRow } from './repository';

export function toSavedItem(row: SavedItemRow): SavedItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    tags: row.tags,
    meta: row.meta,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const uniqueTags = (tags: string[]) => [...new Set(tags)];

export async function saveItem(db: Executor, userId: string, body: unknown, now: Date): Promise<SavedItem> {
  const input = savedItemInputSchema.parse(body);
  const [row] = await insertItem(db, userId, { ...input, tags: uniqueTags(input.tags) }, now);
  return toSavedItem(row!);
}

export async function listSavedItems(db: Executor, userId: string, filter: { kind: SavedKind; q?: string; tag?: string }): Promise<SavedItem[]> {
  const rows = await selectItems(db, userId, { ...filter, limit: CREATOR_TOOL_LIMITS.savedPageSize });
  return rows.map(toSavedItem);
}

export async function editSavedItem(db: Executor, userId: string, id: string, change: SavedItemUpdate, now: Date): Promise<SavedItem> {
  const row = await updateItem(db, userId, id, { ...change, ...(change.tags ? { tags: uniqueTags(change.tags) } : {}) } as Parameters<typeof updateItem>[3], now);
  if (!row) throw new AppError('NOT_FOUND', 'That saved item does not exist.');
  return toSavedItem(row);
}

export async function removeSavedItem(db: Executor, userId: string, id: string): Promise<void> {
  if (!(await deleteItem(db, userId, id))) throw new AppError('NOT_FOUND', 'That saved item does not exist.');
}
