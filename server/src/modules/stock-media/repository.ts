import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { stockMedia } from '../../db/schema/index';

export type StockMediaRow = typeof stockMedia.$inferSelect;
export type NewStockMediaRow = typeof stockMedia.$inferInsert;

export async function findStockMediaByExternal(
  db: Executor,
  key: { provider: StockMediaRow['provider']; kind: StockMediaRow['kind']; externalId: string },
): Promise<StockMediaRow | undefined> {
  const [row] = await db
    .select()
    .from(stockMedia)
    .where(and(eq(stockMedia.provider, key.provider), eq(stockMedia.kind, key.kind), eq(stockMedia.externalId, key.externalId)));
  return row;
}

export async function findStockMediaById(db: Executor, id: string): Promise<StockMediaRow | undefined> {
  const [row] = await db.select().from(stockMedia).where(eq(stockMedia.id, id));
  return row;
}

export function findStockMediaByIds(db: Executor, ids: string[]): Promise<StockMediaRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(stockMedia).where(inArray(stockMedia.id, ids));
}

/** Inserts unless another import of the same item got there first; answers the row that stays. */
export async function insertStockMedia(db: Executor, row: NewStockMediaRow): Promise<StockMediaRow> {
  const [inserted] = await db.insert(stockMedia).values(row).onConflictDoNothing().returning();
  return inserted ?? (await findStockMediaByExternal(db, row))!;
}
