import type { ListVideosFilter, StudioVideo } from '@common/contracts/studio';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findQueuePosition } from '../renders/service';
import { toStudioVideo } from './video-presenter';
import { decodeVideoCursor, encodeVideoCursor } from './video-cursor';
import { deleteVideo, findOwnedVideo, listOwnedVideos, renameVideo, type OwnedVideo } from './video-repository';

// A creator's own videos. Another creator's id (and a deleted video) answers exactly like an id
// that never existed, so nobody learns which ids exist.
const notFound = () => new AppError('NOT_FOUND', 'This video does not exist or is not yours.');

export async function getOwnedVideo(db: Executor, userId: string, id: string): Promise<OwnedVideo> {
  const video = await findOwnedVideo(db, userId, id);
  if (!video) throw notFound();
  return video;
}

/** One video as its page shows it: while it waits, its place in the render queue (ADR 050). */
export async function getOwnedVideoView(db: Executor, userId: string, id: string): Promise<StudioVideo> {
  const video = await getOwnedVideo(db, userId, id);
  const view = toStudioVideo(video);
  return video.status === 'queued' ? { ...view, queuePosition: await findQueuePosition(db, video.id) } : view;
}

/** One page of the history or library; a cursor this server did not make for this sort is a 400. */
export async function listVideos(db: Executor, userId: string, query: ListVideosFilter): Promise<{ rows: OwnedVideo[]; nextCursor: string | null }> {
  const { cursor, ...filter } = query;
  const after = cursor ? decodeVideoCursor(cursor, query.sort) : null;
  if (after === undefined) {
    throw new AppError('VALIDATION_FAILED', 'This page link is no longer valid. Start from the first page.', { fields: { cursor: 'Invalid cursor' } });
  }
  const { rows, next } = await listOwnedVideos(db, userId, { ...filter, after });
  return { rows, nextCursor: next ? encodeVideoCursor(next) : null };
}

export async function renameOwnedVideo(db: Executor, userId: string, id: string, title: string, now: Date): Promise<void> {
  if (!(await renameVideo(db, userId, id, title, now))) throw notFound();
}

export async function deleteOwnedVideo(db: Executor, userId: string, id: string, now: Date): Promise<void> {
  if (!(await deleteVideo(db, userId, id, now))) throw notFound();
}
