import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brandKits, mediaAssets } from '../../db/schema/index';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;
export type NewMediaAssetRow = typeof mediaAssets.$inferInsert;
export type BrandKitRow = typeof brandKits.$inferSelect;

/** Serialises one creator's uploads (quota and count) until the transaction ends. */
export async function lockMediaOfUser(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media:${userId}`}, 0))`);
}

export async function mediaUsageOf(db: Executor, userId: string): Promise<{ bytes: number; count: number }> {
  const [row] = await db
    .select({ bytes: sum(mediaAssets.bytes), count: count() })
    .from(mediaAssets)
    .where(eq(mediaAssets.userId, userId));
  return { bytes: Number(row?.bytes ?? 0), count: Number(row?.count ?? 0) };
}

export async function insertMediaAsset(db: Executor, row: NewMediaAssetRow): Promise<MediaAssetRow> {
  const [inserted] = await db.insert(mediaAssets).values(row).returning();
  return inserted!;
}

export async function listMediaAssets(db: Executor, userId: string): Promise<MediaAssetRow[]> {
  return db.select().from(mediaAssets).where(eq(mediaAssets.userId, userId)).orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id));
}

/** One asset, only when it is the user's: another user's id finds nothing. */
export async function findOwnedMediaAsset(db: Executor, userId: string, id: string): Promise<MediaAssetRow | undefined> {
  const [row] = await db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.id, id), eq(mediaAssets.userId, userId)));
  return row;
}

export async function deleteOwnedMediaAsset(db: Executor, userId: string, id: string): Promise<MediaAssetRow | undefined> {
  const [row] = await db
    .delete(mediaAssets)
    .where(and(eq(mediaAssets.id, id), eq(mediaAssets.userId, userId)))
    .returning();
  return row;
}

export async function deleteMediaAssetsOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(brandKits).where(eq(brandKits.userId, userId));
  await db.delete(mediaAssets).where(eq(mediaAssets.userId, userId));
}

export async function findBrandKit(db: Executor, userId: string): Promise<BrandKitRow | undefined> {
  const [row] = await db.select().from(brandKits).where(eq(brandKits.userId, userId));
  return row;
}

export async function upsertBrandKit(db: Executor, row: BrandKitRow): Promise<BrandKitRow> {
  const { userId: _user, ...changes } = row;
  const [saved] = await db.insert(brandKits).values(row).onConflictDoUpdate({ target: brandKits.userId, set: changes }).returning();
  return saved!;
}
