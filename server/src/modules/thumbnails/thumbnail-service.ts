import { THUMBNAIL_SIZES, THUMBNAIL_STYLES, type ThumbnailSize, type ThumbnailStyle } from '@common/contracts/thumbnails';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MediaTools } from '../../providers/media-tools/index';
import { paintTitleCard, STYLE_LOOKS, type TitleArea } from '../../providers/video/index';
import type { MediaStorage } from '../../providers/storage/index';
import { findRenderJob } from '../renders/service';
import { assertUnderLimit, recordThrottleEvent, type ThrottleRule } from '../throttle/service';

/** What the thumbnails module needs (its route checks the plan's features with `config`). */
export type ThumbnailDeps = { db: Database; storage: MediaStorage; config: Config; mediaTools: MediaTools; now: () => Date };

/** Each preview is a render (ffmpeg + canvas): plenty for a person trying titles, not for a script. */
const thumbnailsPerUser: ThrottleRule = {
  bucket: 'thumbnail:user',
  limit: 240,
  windowMs: 3_600_000,
  message: 'Too many thumbnails in a short time. Please wait {wait} and try again.',
};

/** A last frame's worth before the end: ffmpeg finds no picture at or past the very end of the file. */
const END_MARGIN_SECONDS = 0.05;

function fileNameOf(title: string, size: ThumbnailSize): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  const { width, height } = THUMBNAIL_SIZES[size];
  return `${slug || 'thumbnail'}-${width}x${height}.png`;
}

/**
 * The thumbnail of the creator's finished video: its frame at `at` seconds covering the size, with
 * the title drawn by the engine's typography in the chosen style. Another creator's video, a
 * deleted or an unfinished one is a 404 like one that never existed.
 */
export async function renderThumbnail(
  deps: Pick<ThumbnailDeps, 'db' | 'storage' | 'mediaTools' | 'now'>,
  userId: string,
  request: { videoId: string; at: number; size: ThumbnailSize; style: ThumbnailStyle; title: string },
): Promise<{ png: Buffer; titleArea: TitleArea | null; fileName: string }> {
  const video = await findRenderJob(deps.db, request.videoId);
  if (!video || video.ownerUserId !== userId || video.kind !== 'studio' || video.deletedAt || video.status !== 'completed' || !video.mediaKey) {
    throw new AppError('NOT_FOUND', 'That video does not exist or is not finished yet.');
  }
  const subjects = [userId];
  const now = deps.now();
  await assertUnderLimit({ db: deps.db, rule: thumbnailsPerUser, subjects, now });
  await recordThrottleEvent({ db: deps.db, rule: thumbnailsPerUser, subjects, now });

  const { width, height } = THUMBNAIL_SIZES[request.size];
  const seconds = Math.min(request.at, Math.max(0, video.durationSeconds - END_MARGIN_SECONDS));
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-thumbnail-'));
  try {
    const videoPath = path.join(scratch, 'video.mp4');
    await pipeline(await deps.storage.read(video.mediaKey), createWriteStream(videoPath));
    let rgba: Buffer;
    try {
      rgba = await deps.mediaTools.stillFrame({ file: videoPath, seconds, width, height, fit: 'cover' });
    } catch {
      throw new AppError('CONFLICT', 'No picture could be read from this video at that moment.');
    }
    const look = STYLE_LOOKS[THUMBNAIL_STYLES[request.style].look];
    const { png, titleArea } = await paintTitleCard({ rgba, width, height, title: request.title, look });
    return { png, titleArea, fileName: fileNameOf(request.title || (video.title ?? video.prompt), request.size) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
