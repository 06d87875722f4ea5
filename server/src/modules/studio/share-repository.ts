import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { renderJobs, shareViews, videoShares } from '../../db/schema/index';
import type { RenderJobRow } from '../renders/service';

/** Stores a new live link; undefined when the video already has one (a concurrent call won). */
export async function insertShare(db: Executor, share: { token: string; videoId: string; userId: string; createdAt: Date }): Promise<string | undefined> {
  const [row] = await db.insert(videoShares).values(share).onConflictDoNothing().returning({ token: videoShares.token });
  return row?.token;
}

/** Ends the video's live link, if it has one. */
export async function revokeLiveShare(db: Executor, videoId: string, now: Date): Promise<void> {
  await db
    .update(videoShares)
    .set({ revokedAt: now })
    .where(and(eq(videoShares.videoId, videoId), isNull(videoShares.revokedAt)));
}

/** The finished, not deleted video behind a live token. */
export async function findLiveSharedRender(db: Executor, token: string): Promise<RenderJobRow | undefined> {
  const [row] = await db
    .select({ video: renderJobs })
    .from(videoShares)
    .innerJoin(renderJobs, eq(renderJobs.id, videoShares.videoId))
    .where(and(eq(videoShares.token, token), isNull(videoShares.revokedAt), isNull(renderJobs.deletedAt), eq(renderJobs.status, 'completed')));
  return row?.video;
}

export async function insertShareView(db: Executor, view: { token: string; viewedAt: Date; referrer: string | null }): Promise<void> {
  await db.insert(shareViews).values(view);
}
