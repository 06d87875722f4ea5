import {
  CREATOR_TOOL_LIMITS,
  GENERATOR_SCHEMAS,
  savedItemInputSchema,
  type SavedItem,
  type SavedItemUpdate,
  type SavedKind,
} from '@common/contracts/creator-tools';
import type { Database, Executor } from '../../db/client';
import { publishEvent } from '../../events/publish';
import { AppError } from '../../http/app-error';
import { deleteItem, insertItem, selectItem, selectItems, updateItem, type SavedItemRow } from './repository';

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

/**
 * Saves to the library. An engine result that carries its structured output (checked against that
 * engine's output schema) announces `engine_result.saved` in the same transaction: learning's
 * practice tasks for the module engines are confirmed from it (ADR 045).
 */
export async function saveItem(db: Database, userId: string, body: unknown, now: Date): Promise<SavedItem> {
  const input = savedItemInputSchema.parse(body);
  const { tool, output } = input.meta;
  if (output !== undefined) {
    if (input.kind !== 'result' || !tool || !GENERATOR_SCHEMAS[tool].output.safeParse(output).success) {
      throw new AppError('BAD_REQUEST', 'The saved result does not match its engine.', { tool });
    }
  }
  return db.transaction(async (tx) => {
    const [row] = await insertItem(tx, userId, { ...input, tags: uniqueTags(input.tags) }, now);
    if (output !== undefined && tool) await publishEvent(tx, 'engine_result.saved', { userId, itemId: row!.id, tool });
    return toSavedItem(row!);
  });
}

/** One saved item of the user's (learning reads engine results through this). */
export async function findSavedItem(db: Executor, userId: string, id: string): Promise<SavedItem | undefined> {
  const row = await selectItem(db, userId, id);
  return row ? toSavedItem(row) : undefined;
}

export async function listSavedItems(db: Executor, userId: string, filter: { kind: SavedKind; q?: string; tag?: string }): Promise<SavedItem[]> {
  const rows = await selectItems(db, userId, { ...filter, limit: CREATOR_TOOL_LIMITS.savedPageSize });
  return rows.map(toSavedItem);
}

export async function editSavedItem(db: Executor, userId: string, id: string, change: SavedItemUpdate, now: Date): Promise<SavedItem> {
  const row = await updateItem(
    db,
    userId,
    id,
    { ...change, ...(change.tags ? { tags: uniqueTags(change.tags) } : {}) } as Parameters<typeof updateItem>[3],
    now,
  );
  if (!row) throw new AppError('NOT_FOUND', 'That saved item does not exist.');
  return toSavedItem(row);
}

export async function removeSavedItem(db: Executor, userId: string, id: string): Promise<void> {
  if (!(await deleteItem(db, userId, id))) throw new AppError('NOT_FOUND', 'That saved item does not exist.');
}
