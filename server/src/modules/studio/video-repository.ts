import type { ListVideosFilter, VideoSort } from '@common/contracts/studio';
import { and, asc, desc, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { renderJobs, videoShares } from '../../db/schema/index';
import { AppError } from '../../http/app-error';
import type { RenderJobRow } from '../renders/service';

export type OwnedVideo = RenderJobRow & { shareToken: string | null };

const NOT_FOUND = 'This video does not exist or is not yours.';

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
  shareToken: sql<string | null>`(select ${videoShares.token} from ${videoShares} where ${videoShares.videoId} = ${renderJobs.id} and ${videoShares.revokedAt} is null)`,
};

/** The video if `userId` owns it; anyone else (and a deleted video) gets the same 404. */
export async function findOwnedVideo(db: Executor, userId: string, id: string): Promise<OwnedVideo> {
  const [row] = await db
    .select(withShare)
    .from(renderJobs)
    .where(and(eq(renderJobs.id, id), ownedBy(userId)));
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { ...row.video, shareToken: row.shareToken };
}

type Cursor = [string, string];
type ListedRow = { video: RenderJobRow; createdAtText: string };

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')) return value as Cursor;
  } catch {
    // reported below
  }
  throw invalidCursor();
}

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', 'This page link is no longer valid. Start from the first page.', { fields: { cursor: 'Invalid cursor' } });
}

/** How each sort orders rows, and the keyset condition for "after this cursor". */
// Timestamps travel in the cursor as PostgreSQL's own text (microseconds): a JavaScript Date keeps
// only milliseconds, and rows made in the same millisecond would be skipped or repeated.
const SORTS: Record<VideoSort, { order: SQL[]; key: (row: ListedRow) => string; after: (c: Cursor) => SQL }> = {
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

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/** A cursor's timestamp, checked before PostgreSQL parses it (a forged one is a 400, not a 500). */
function cursorTime(text: string): string {
  if (!TIMESTAMP_TEXT.test(text)) throw invalidCursor();
  return text;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One page of a creator's videos. Keyset pagination (the cursor is the last row's sort key and
 * id) over the partial indexes of the studio, so page 400 costs what page 1 costs.
 */
export async function listOwnedVideos(
  db: Executor,
  userId: string,
  query: ListVideosFilter,
): Promise<{ rows: OwnedVideo[]; nextCursor: string | null }> {
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
        query.cursor ? sort.after(decodeCursor(query.cursor)) : undefined,
      ),
    )
    .orderBy(...sort.order)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page.map((row) => ({ ...row.video, shareToken: row.shareToken })),
    nextCursor: rows.length > query.limit && last ? encodeCursor([sort.key(last), last.video.id]) : null,
  };
}

export async function renameVideo(db: Executor, userId: string, id: string, title: string, now: Date): Promise<void> {
  const [row] = await db.update(renderJobs).set({ title, updatedAt: now }).where(and(eq(renderJobs.id, id), ownedBy(userId))).returning({ id: renderJobs.id });
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
}

/** Deletes from the creator's view at once and ends its share link; the row stays for the ledger. */
export async function deleteVideo(db: Executor, userId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(renderJobs).set({ deletedAt: now, updatedAt: now }).where(and(eq(renderJobs.id, id), ownedBy(userId))).returning({ id: renderJobs.id });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await tx.update(videoShares).set({ revokedAt: now }).where(and(eq(videoShares.videoId, id), isNull(videoShares.revokedAt)));
  });
}
