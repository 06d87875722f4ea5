import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { batchRows, batches, previewSets, removedShareLinks, renderJobs, shareViews, videoDrafts, videoShares } from '../../db/schema/index';
import { sceneStillKeyOf } from './scene-still-key';

/** Every render the user owns, of any kind, deleted from the library or not. */
export function listRendersOfUser(db: Executor, userId: string) {
  return db.select().from(renderJobs).where(eq(renderJobs.ownerUserId, userId)).orderBy(renderJobs.createdAt);
}

export function listDraftsOfUser(db: Executor, userId: string) {
  return db.select().from(videoDrafts).where(eq(videoDrafts.userId, userId)).orderBy(videoDrafts.createdAt);
}

/** The user's CSV batches with their rows, and their style-preview sets (issue 29). */
export async function listBatchesOfUser(db: Executor, userId: string) {
  const owned = await db.select().from(batches).where(eq(batches.ownerUserId, userId)).orderBy(batches.createdAt);
  const ids = owned.map((b) => b.id);
  const rows = ids.length ? await db.select().from(batchRows).where(inArray(batchRows.batchId, ids)) : [];
  return owned.map(({ ownerUserId: _owner, ...batch }) => ({ ...batch, rows: rows.filter((r) => r.batchId === batch.id) }));
}

export async function listPreviewSetsOfUser(db: Executor, userId: string) {
  const sets = await db.select().from(previewSets).where(eq(previewSets.ownerUserId, userId)).orderBy(previewSets.createdAt);
  return sets.map(({ ownerUserId: _owner, ...set }) => set);
}

export async function listSharesOfUser(db: Executor, userId: string) {
  const shares = await db.select().from(videoShares).where(eq(videoShares.userId, userId)).orderBy(videoShares.createdAt);
  const tokens = shares.map((s) => s.token);
  const views = tokens.length
    ? await db.select({ token: shareViews.token, viewedAt: shareViews.viewedAt }).from(shareViews).where(inArray(shareViews.token, tokens))
    : [];
  return shares.map((share) => ({ ...share, views: views.filter((v) => v.token === share.token).length }));
}

/**
 * Storage keys of the user's renders that still point at a file: videos, their posters, and the
 * storyboard's scene stills a finished video may have (made on demand, so not recorded: every
 * possible key is named, and deleting one never made is a no-op).
 */
export async function listMediaKeysOfUser(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: renderJobs.id, video: renderJobs.mediaKey, poster: renderJobs.posterKey, scenes: renderJobs.scenes })
    .from(renderJobs)
    .where(and(eq(renderJobs.ownerUserId, userId), or(isNotNull(renderJobs.mediaKey), isNotNull(renderJobs.posterKey))));
  return rows.flatMap((row) => [
    ...[row.video, row.poster].filter((key): key is string => key !== null),
    ...(row.video ? (row.scenes ?? []).map((_, index) => sceneStillKeyOf(row.id, index)) : []),
  ]);
}

/** The user's renders made scene by scene: where their segments are (docs/decisions/065). */
export function listSegmentedRendersOfUser(db: Executor, userId: string) {
  return db
    .select({ id: renderJobs.id, versionOfId: renderJobs.versionOfId, segments: renderJobs.segments })
    .from(renderJobs)
    .where(and(eq(renderJobs.ownerUserId, userId), isNotNull(renderJobs.segments)));
}

/**
 * Remembers the user's share tokens as removed, then deletes renders (their shares, views and events
 * go with them) and drafts; in one transaction, so it runs whole or not at all.
 */
export async function deleteStudioRowsOfUser(db: Executor, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const shares = await tx.select({ token: videoShares.token }).from(videoShares).where(eq(videoShares.userId, userId));
    if (shares.length)
      await tx
        .insert(removedShareLinks)
        .values(shares.map((s) => ({ token: s.token, removedAt: now })))
        .onConflictDoNothing();
    await tx.delete(videoShares).where(eq(videoShares.userId, userId));
    await tx.delete(renderJobs).where(eq(renderJobs.ownerUserId, userId));
    await tx.delete(videoDrafts).where(eq(videoDrafts.userId, userId));
    await tx.delete(batches).where(eq(batches.ownerUserId, userId));
    await tx.delete(previewSets).where(eq(previewSets.ownerUserId, userId));
  });
}

export async function isRemovedShareLink(db: Executor, token: string): Promise<boolean> {
  const [row] = await db.select({ token: removedShareLinks.token }).from(removedShareLinks).where(eq(removedShareLinks.token, token));
  return row !== undefined;
}
