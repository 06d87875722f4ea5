import type { ListVideosFilter, VideoSort } from '@common/contracts/studio';
import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { renderJobs, videoShares } from '../../db/schema/index';
import type { RenderJobRow } from '../renders/service';
import { isTimeCursor, type VideoCursor } from './video-cursor';

export type OwnedVideo = RenderJobRow & { shareToken: string | null };

/** A creator's studio videos that are not deleted: the scope of every owner call. */
function ownedBy(userId: string): SQL {
  return and(eq(renderJobs.ownerUserId, userId), eq(renderJobs.kind, 'studio'), isNull(renderJobs.deletedAt))!;
}

/**
 * The row and its live share token. A subquery per returned row rather than a join: a join makes
 * the planner scan and sort all of a creator's videos before the LIMIT, while this lets a page
 * walk its index and stop after one page.
 */
const withShare = {
  video: renderJobs,
  shareToken: sql<
    string | null
  >`(select ${videoShares.token} from ${videoShares} where ${videoShares.videoId} = ${renderJobs.id} and ${videoShares.revokedAt} is null)`,
};

/** The video if `userId` owns it and has not deleted it; undefined for anyone else. */
export async function findOwnedVideo(db: Executor, userId: string, id: string): Promise<OwnedVideo | undefined> {
  const [row] = await db
    .select(withShare)
    .from(renderJobs)
    .where(and(eq(renderJobs.id, id), ownedBy(userId)));
  return row ? { ...row.video, shareToken: row.shareToken } : undefined;
}

type ListedRow = { video: RenderJobRow; createdAtText: string };

/** How each sort orders rows, and the keyset condition for "after this cursor" (timestamps as PostgreSQL text: see video-cursor.ts). */
const SORTS: Record<VideoSort, { order: SQL[]; key: (row: ListedRow) => string; after: (c: VideoCursor) => SQL }> = {
  newest: {
    order: [desc(renderJobs.createdAt), desc(renderJobs.id)],
    key: (row) => row.createdAtText,
    after: ([at, id]) => sql`(${renderJobs.createdAt}, ${renderJobs.id}) < (${cursorTime(at)}::timestamptz, ${id})`,
  },
  oldest: {
    order: [asc(renderJobs.createdAt), asc(renderJobs.id)],
    key: (row) => row.createdAtText,
    after: ([at, id]) => sql`(${renderJobs.createdAt}, ${renderJobs.id}) > (${cursorTime(at)}::timestamptz, ${id})`,
  },
  title: {
    order: [asc(sql`lower(${renderJobs.title})`), asc(renderJobs.id)],
    key: (row) => row.video.title ?? '',
    // both sides lowered by PostgreSQL, so the cursor compares exactly as the index sorts
    after: ([title, id]) => sql`(lower(${renderJobs.title}), ${renderJobs.id}) > (lower(${title}), ${id})`,
  },
};

/** A cursor's timestamp; the service checks it first (video-cursor.ts), this only guards the SQL. */
function cursorTime(text: string): string {
  if (!isTimeCursor(text)) throw new Error('An unchecked cursor reached the query.');
  return text;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One page of a creator's videos, after `after` (the last row's sort key and id, checked by the
 * service). Keyset pagination over the partial indexes of the studio, so page 400 costs what page
 * 1 costs; `next` is the cursor of the page after, null on the last page.
 */
export async function listOwnedVideos(
  db: Executor,
  userId: string,
  query: Omit<ListVideosFilter, 'cursor'> & { after: VideoCursor | null },
): Promise<{ rows: OwnedVideo[]; next: VideoCursor | null }> {
  const sort = SORTS[query.sort];
  const rows = await db
    .select({ ...withShare, createdAtText: sql<string>`${renderJobs.createdAt}::text` })
    .from(renderJobs)
    .where(
      and(
        ownedBy(userId),
        query.status ? eq(renderJobs.status, query.status) : undefined,
        query.visualStyle ? eq(renderJobs.visualStyle, query.visualStyle) : undefined,
        query.aspectRatio ? eq(renderJobs.aspectRatio, query.aspectRatio) : undefined,
        query.q ? ilike(renderJobs.title, `%${escapeLike(query.q)}%`) : undefined,
        query.after ? sort.after(query.after) : undefined,
      ),
    )
    .orderBy(...sort.order)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({ ...row.video, shareToken: row.shareToken })),
    next: rows.length > query.limit && last ? [sort.key(last), last.video.id] : null,
  };
}

/** False when the creator has no such video. */
export async function renameVideo(db: Executor, userId: string, id: string, title: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(renderJobs)
    .set({ title, updatedAt: now })
    .where(and(eq(renderJobs.id, id), ownedBy(userId)))
    .returning({ id: renderJobs.id });
  return Boolean(row);
}

/** Deletes from the creator's view at once and ends its share link; the row stays for the ledger. False when the creator has no such video. */
export async function deleteVideo(db: Executor, userId: string, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(renderJobs)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(renderJobs.id, id), ownedBy(userId)))
      .returning({ id: renderJobs.id });
    if (!row) return false;
    await tx
      .update(videoShares)
      .set({ revokedAt: now })
      .where(and(eq(videoShares.videoId, id), isNull(videoShares.revokedAt)));
    return true;
  });
}
