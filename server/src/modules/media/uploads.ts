import { MEDIA_FORMATS, MEDIA_LIMITS } from '@common/catalog/media';
import { MEDIA_MESSAGES, mismatchMessage, type MediaAsset, type MediaListResponse } from '@common/contracts/media';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../http/app-error';
import type { MediaDeps } from './media-deps';
import {
  deleteOwnedMediaAsset,
  findOwnedMediaAsset,
  insertMediaAsset,
  listMediaAssets,
  lockMediaOfUser,
  mediaUsageOf,
  type MediaAssetRow,
  type NewMediaAssetRow,
} from './repository';
import { checkUpload } from './upload-check';
import { cleanName, mismatchedClaim } from './upload-claims';

/**
 * Puts a checked file in media storage and its row among the creator's media. The file count and
 * quota are checked again under the creator's lock (two uploads at once cannot both squeeze in);
 * whatever fails, no file is left behind.
 */
export async function storeMediaAsset(
  deps: Pick<MediaDeps, 'db' | 'storage' | 'now'>,
  userId: string,
  file: { path: string; bytes: number; extension: string },
  asset: Omit<NewMediaAssetRow, 'id' | 'userId' | 'bytes' | 'storageKey' | 'createdAt'>,
): Promise<MediaAssetRow> {
  const id = randomUUID();
  const key = `uploads/${userId}/${id}.${file.extension}`;
  try {
    await deps.storage.putFile(key, file.path, asset.contentType);
    return await deps.db.transaction(async (tx) => {
      await lockMediaOfUser(tx, userId);
      const usage = await mediaUsageOf(tx, userId);
      if (usage.count >= MEDIA_LIMITS.maxAssets) throw new AppError('CONFLICT', MEDIA_MESSAGES.tooMany);
      if (usage.bytes + file.bytes > MEDIA_LIMITS.quotaBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.overQuota);
      return insertMediaAsset(tx, { ...asset, id, userId, bytes: file.bytes, storageKey: key, createdAt: deps.now() });
    });
  } catch (error) {
    await deps.storage.delete(key);
    throw error;
  }
}

/** One file part of a multipart request (what @fastify/multipart hands over), or nothing. */
export type UploadPart = { filename: string; mimetype: string; file: Readable & { truncated?: boolean } };

export function toMediaAsset(row: MediaAssetRow): MediaAsset {
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    originalName: row.originalName,
    fileUrl: `/api/media/${row.id}/file`,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMedia(deps: Pick<MediaDeps, 'db'>, userId: string): Promise<MediaListResponse> {
  const [rows, usage] = await Promise.all([listMediaAssets(deps.db, userId), mediaUsageOf(deps.db, userId)]);
  // voice-over recordings have their own list (GET /api/media/recordings); the usage counts them
  return {
    assets: rows.filter((row) => row.kind !== 'audio').map(toMediaAsset),
    usage: { ...usage, quotaBytes: MEDIA_LIMITS.quotaBytes, maxAssets: MEDIA_LIMITS.maxAssets },
  };
}

/** The caller's own asset; any other id (another creator's included) is the same 404. */
export async function getOwnedMedia(deps: Pick<MediaDeps, 'db'>, userId: string, id: string): Promise<MediaAssetRow> {
  const row = await findOwnedMediaAsset(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'This file was not found.');
  return row;
}

/** Removes the row first (so nothing can use it any more), then its file. A brand kit's logo becomes none. */
export async function deleteMedia(deps: Pick<MediaDeps, 'db' | 'storage'>, userId: string, id: string): Promise<void> {
  const row = await deleteOwnedMediaAsset(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'This file was not found.');
  await deps.storage.delete(row.storageKey);
}

/**
 * Takes one uploaded file: streams it to a private temporary file (never more than the largest
 * allowed size), decides what it is by decoding it (docs/decisions/027), checks the limits and
 * the quota, stores it through the media storage port and records it. Every refusal is a 4xx
 * with a message and leaves no file and no row behind.
 */
export async function uploadMedia(deps: MediaDeps, userId: string, part: UploadPart | undefined, declaredBytes: number | undefined): Promise<MediaAssetRow> {
  if (declaredBytes !== undefined && declaredBytes > MEDIA_LIMITS.clipMaxBytes + 64 * 1024) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge);
  if (!part) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.noFile);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-upload-'));
  try {
    const before = await mediaUsageOf(deps.db, userId);
    if (before.count >= MEDIA_LIMITS.maxAssets) throw new AppError('CONFLICT', MEDIA_MESSAGES.tooMany);
    if (before.bytes >= MEDIA_LIMITS.quotaBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.overQuota);
    // no extension: ffprobe must decide from the bytes alone
    const tempFile = path.join(scratch, 'upload');
    await pipeline(part.file, createWriteStream(tempFile));
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.tooLarge);
    const { size } = await stat(tempFile);
    if (size === 0) throw new AppError('BAD_REQUEST', MEDIA_MESSAGES.empty);

    const probed = await checkUpload(deps.mediaTools, tempFile, size);
    if (!probed.ok)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', probed.reason === 'damaged' ? MEDIA_MESSAGES.damaged : MEDIA_MESSAGES.notSupported, {
        reason: probed.reason,
      });
    const format = MEDIA_FORMATS[probed.format];
    const mismatch = mismatchedClaim(part.filename, part.mimetype, probed.format);
    if (mismatch)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', mismatchMessage(`${format.label} ${format.kind === 'image' ? 'image' : 'clip'}`, mismatch.label), {
        detected: probed.format,
      });
    if (probed.kind === 'image' && size > MEDIA_LIMITS.imageMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.imageTooLarge);
    if (Math.max(probed.width, probed.height) > MEDIA_LIMITS.maxPixelsPerSide) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.pictureTooLarge);
    if (probed.kind === 'clip' && (probed.durationSeconds ?? 0) > MEDIA_LIMITS.clipMaxSeconds + 0.05)
      throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.clipTooLong);
    if (before.bytes + size > MEDIA_LIMITS.quotaBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.overQuota);

    return await storeMediaAsset(
      deps,
      userId,
      { path: tempFile, bytes: size, extension: format.extensions[0]! },
      {
        kind: probed.kind,
        format: probed.format,
        contentType: format.contentType,
        width: probed.width,
        height: probed.height,
        durationSeconds: probed.durationSeconds,
        originalName: cleanName(part.filename),
      },
    );
  } finally {
    part.file.resume(); // whatever was not read is drained, so the connection can answer
    await rm(scratch, { recursive: true, force: true });
  }
}
