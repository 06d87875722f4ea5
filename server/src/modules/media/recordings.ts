import { MEDIA_FORMATS, MEDIA_LIMITS } from '@common/catalog/media';
import { MEDIA_MESSAGES, RECORDING_MAX_SECONDS, RECORDING_MESSAGES, type RecordingListResponse } from '@common/contracts/media';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../http/app-error';
import type { MediaDeps } from './media-deps';
import { checkRecording } from './recording-check';
import { findOwnedMediaAsset, listMediaAssets, mediaUsageOf, type MediaAssetRow } from './repository';
import { cleanName } from './upload-claims';
import { storeMediaAsset, toMediaAsset, type UploadPart } from './uploads';

const REFUSALS = {
  'not-audio': () => new AppError('UNSUPPORTED_MEDIA_TYPE', RECORDING_MESSAGES.notAudio),
  damaged: () => new AppError('UNSUPPORTED_MEDIA_TYPE', RECORDING_MESSAGES.damaged),
  empty: () => new AppError('BAD_REQUEST', RECORDING_MESSAGES.empty),
  silent: () => new AppError('BAD_REQUEST', RECORDING_MESSAGES.silent),
} as const;

/**
 * Takes one voice-over (docs/decisions/066): an uploaded audio file or the browser recorder's
 * WebM/OGG. It is one of the creator's media (kind `audio`): the same storage, quota, file count,
 * deletion and export as their pictures and clips. What it is, is decided by decoding all of it;
 * every refusal is a 4xx with a message and leaves no file and no row behind.
 */
export async function uploadRecording(
  deps: MediaDeps,
  userId: string,
  part: UploadPart | undefined,
  declaredBytes: number | undefined,
): Promise<MediaAssetRow> {
  if (declaredBytes !== undefined && declaredBytes > MEDIA_LIMITS.recordingMaxBytes + 64 * 1024)
    throw new AppError('PAYLOAD_TOO_LARGE', RECORDING_MESSAGES.tooLarge);
  if (!part) throw new AppError('BAD_REQUEST', RECORDING_MESSAGES.noFile);
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-recording-'));
  try {
    const before = await mediaUsageOf(deps.db, userId);
    if (before.count >= MEDIA_LIMITS.maxAssets) throw new AppError('CONFLICT', MEDIA_MESSAGES.tooMany);
    if (before.bytes >= MEDIA_LIMITS.quotaBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.overQuota);
    // no extension: the bytes alone decide what it is
    const tempFile = path.join(scratch, 'upload');
    await pipeline(part.file, createWriteStream(tempFile));
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', RECORDING_MESSAGES.tooLarge);
    const { size } = await stat(tempFile);
    if (size === 0) throw REFUSALS.empty();

    const checked = await checkRecording(deps.mediaTools, tempFile);
    if (!checked.ok) throw REFUSALS[checked.reason]();
    if (checked.durationSeconds < MEDIA_LIMITS.recordingMinSeconds) throw REFUSALS.empty();
    if (checked.durationSeconds > RECORDING_MAX_SECONDS + 0.05)
      throw new AppError('PAYLOAD_TOO_LARGE', RECORDING_MESSAGES.tooLong, { seconds: checked.durationSeconds, maxSeconds: RECORDING_MAX_SECONDS });
    if (before.bytes + size > MEDIA_LIMITS.quotaBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.overQuota);

    const format = MEDIA_FORMATS[checked.format];
    return await storeMediaAsset(
      deps,
      userId,
      { path: tempFile, bytes: size, extension: format.extensions[0]! },
      {
        kind: 'audio',
        format: checked.format,
        contentType: format.contentType,
        width: 0,
        height: 0,
        durationSeconds: checked.durationSeconds,
        originalName: cleanName(part.filename || 'recording'),
      },
    );
  } finally {
    part.file.resume(); // whatever was not read is drained, so the connection can answer
    await rm(scratch, { recursive: true, force: true });
  }
}

export async function listRecordings(deps: Pick<MediaDeps, 'db'>, userId: string): Promise<RecordingListResponse> {
  const rows = await listMediaAssets(deps.db, userId);
  return { recordings: rows.filter((row) => row.kind === 'audio').map(toMediaAsset) };
}

/** The creator's own recording (a render's voice-over); null when it is not theirs, not a recording, or gone. */
export async function findOwnedRecording(deps: Pick<MediaDeps, 'db'>, userId: string, id: string): Promise<MediaAssetRow | null> {
  const row = await findOwnedMediaAsset(deps.db, userId, id);
  return row?.kind === 'audio' ? row : null;
}
