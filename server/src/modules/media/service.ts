import { MEDIA_FORMATS, MEDIA_LIMITS, type MediaFormatId } from '@common/catalog/media';
import { MEDIA_MESSAGES, mismatchMessage, type BrandKit, type BrandKitInput, type MediaAsset, type MediaListResponse, type SceneMedia } from '@common/contracts/media';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { RenderBrandKitSnapshot } from '../../db/schema/video';
import { AppError } from '../../http/app-error';
import { probeMedia, resolveFfprobePath } from '../../providers/media-probe/index';
import type { MediaStorage } from '../../providers/storage/index';
import { resolveFfmpegPath } from '../../providers/video/ffmpeg-path';
import type { UserDataStep } from '../../user-data/user-data-step';
import {
  deleteMediaAssetsOfUser,
  deleteOwnedMediaAsset,
  findBrandKit,
  findOwnedMediaAsset,
  insertMediaAsset,
  listMediaAssets,
  lockMediaOfUser,
  mediaUsageOf,
  upsertBrandKit,
  type BrandKitRow,
  type MediaAssetRow,
} from './repository';

export type MediaDeps = { db: Database; storage: MediaStorage; config: Config; now: () => Date };

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
  return { assets: rows.map(toMediaAsset), usage: { ...usage, quotaBytes: MEDIA_LIMITS.quotaBytes, maxAssets: MEDIA_LIMITS.maxAssets } };
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

const FAMILY: Record<MediaFormatId, string> = { png: 'png', jpeg: 'jpeg', webp: 'webp', mp4: 'isobmff', mov: 'isobmff', webm: 'webm' };
/** Names other media go by: a claim to be one of these is a claim we can check. */
const OTHER_EXTENSIONS = new Set(['gif', 'svg', 'svgz', 'bmp', 'tif', 'tiff', 'heic', 'heif', 'avif', 'ico', 'avi', 'mkv', 'wmv', 'flv', 'mpg', 'mpeg', 'ogv', '3gp']);

/** What the file says it is, by name and by declared type; null where it says nothing checkable. */
function claimsOf(filename: string, mimetype: string): { family: string; label: string }[] {
  const claims: { family: string; label: string }[] = [];
  const ext = path.extname(filename).slice(1).toLowerCase();
  const byExtension = (Object.keys(MEDIA_FORMATS) as MediaFormatId[]).find((id) => (MEDIA_FORMATS[id].extensions as readonly string[]).includes(ext));
  if (byExtension) claims.push({ family: FAMILY[byExtension], label: `.${ext}` });
  else if (OTHER_EXTENSIONS.has(ext)) claims.push({ family: ext, label: `.${ext}` });
  const mime = mimetype.toLowerCase().split(';')[0]!.trim();
  const byMime = (Object.keys(MEDIA_FORMATS) as MediaFormatId[]).find((id) => MEDIA_FORMATS[id].contentType === mime) ?? (mime === 'image/jpg' || mime === 'image/pjpeg' ? 'jpeg' : undefined);
  if (byMime) claims.push({ family: FAMILY[byMime], label: mime });
  else if (/^(image|video)\//.test(mime)) claims.push({ family: mime, label: mime });
  return claims;
}

function cleanName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename(filename.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'upload').slice(0, 200);
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
  let storedKey: string | null = null;
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

    const probed = await probeMedia(tempFile, size, { ffprobePath: resolveFfprobePath(deps.config.FFPROBE_PATH), ffmpegPath: resolveFfmpegPath(deps.config.FFMPEG_PATH) });
    if (!probed.ok) throw new AppError('UNSUPPORTED_MEDIA_TYPE', probed.reason === 'damaged' ? MEDIA_MESSAGES.damaged : MEDIA_MESSAGES.notSupported, { reason: probed.reason });
    const format = MEDIA_FORMATS[probed.format];
    const mismatch = claimsOf(part.filename, part.mimetype).find((claim) => claim.family !== FAMILY[probed.format]);
    if (mismatch) throw new AppError('UNSUPPORTED_MEDIA_TYPE', mismatchMessage(`${format.label} ${format.kind === 'image' ? 'image' : 'clip'}`, mismatch.label), { detected: probed.format });
    if (probed.kind === 'image' && size > MEDIA_LIMITS.imageMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.imageTooLarge);
    if (Math.max(probed.width, probed.height) > MEDIA_LIMITS.maxPixelsPerSide) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.pictureTooLarge);
    if (probed.kind === 'clip' && (probed.durationSeconds ?? 0) > MEDIA_LIMITS.clipMaxSeconds + 0.05) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.clipTooLong);
    if (before.bytes + size > MEDIA_LIMITS.quotaBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.overQuota);

    const id = randomUUID();
    const key = `uploads/${userId}/${id}.${format.extensions[0]}`;
    storedKey = key;
    await deps.storage.putFile(key, tempFile, format.contentType);
    const row = await deps.db.transaction(async (tx) => {
      // the quota again, under the creator's lock: two uploads at once cannot both squeeze in
      await lockMediaOfUser(tx, userId);
      const usage = await mediaUsageOf(tx, userId);
      if (usage.count >= MEDIA_LIMITS.maxAssets) throw new AppError('CONFLICT', MEDIA_MESSAGES.tooMany);
      if (usage.bytes + size > MEDIA_LIMITS.quotaBytes) throw new AppError('PAYLOAD_TOO_LARGE', MEDIA_MESSAGES.overQuota);
      return insertMediaAsset(tx, {
        id,
        userId,
        kind: probed.kind,
        format: probed.format,
        contentType: format.contentType,
        bytes: size,
        width: probed.width,
        height: probed.height,
        durationSeconds: probed.durationSeconds,
        storageKey: key,
        originalName: cleanName(part.filename),
        createdAt: deps.now(),
      });
    });
    storedKey = null;
    return row;
  } finally {
    if (storedKey) await deps.storage.delete(storedKey);
    part.file.resume(); // whatever was not read is drained, so the connection can answer
    await rm(scratch, { recursive: true, force: true });
  }
}

function toBrandKit(row: BrandKitRow, logo: MediaAssetRow | undefined): BrandKit {
  return {
    logoId: logo ? row.logoAssetId : null,
    primaryColor: row.primaryColor,
    secondaryColor: row.secondaryColor,
    font: row.font,
    logo: logo ? toMediaAsset(logo) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getBrandKit(deps: Pick<MediaDeps, 'db'>, userId: string): Promise<BrandKit | null> {
  const row = await findBrandKit(deps.db, userId);
  if (!row) return null;
  return toBrandKit(row, row.logoAssetId ? await findOwnedMediaAsset(deps.db, userId, row.logoAssetId) : undefined);
}

/** Saves the creator's one brand kit; the logo must be one of their own images. */
export async function saveBrandKit(deps: Pick<MediaDeps, 'db' | 'now'>, userId: string, input: BrandKitInput): Promise<BrandKit> {
  const logo = input.logoId ? await findOwnedMediaAsset(deps.db, userId, input.logoId) : undefined;
  if (input.logoId && (!logo || logo.kind !== 'image')) throw new AppError('VALIDATION_FAILED', MEDIA_MESSAGES.logoMustBeImage, { fields: { logoId: MEDIA_MESSAGES.logoMustBeImage } });
  const row = await upsertBrandKit(deps.db, {
    userId,
    logoAssetId: input.logoId,
    primaryColor: input.primaryColor.toLowerCase(),
    secondaryColor: input.secondaryColor.toLowerCase(),
    font: input.font,
    updatedAt: deps.now(),
  });
  return toBrandKit(row, logo);
}

/** The brand kit as a render keeps it (asked for with "Apply brand kit"); null when the creator has none. */
export async function snapshotBrandKit(db: Executor, userId: string): Promise<RenderBrandKitSnapshot | null> {
  const row = await findBrandKit(db, userId);
  if (!row) return null;
  return { logoAssetId: row.logoAssetId, primaryColor: row.primaryColor, secondaryColor: row.secondaryColor, font: row.font };
}

/** A scene background or a logo as the engine gets it: a local file. */
export type LocalMedia = { kind: 'image' | 'clip'; path: string };

async function download(deps: Pick<MediaDeps, 'storage'>, row: MediaAssetRow, scratchDir: string): Promise<LocalMedia | null> {
  if (!(await deps.storage.stat(row.storageKey))) return null;
  const file = path.join(scratchDir, `media-${row.id}.${MEDIA_FORMATS[row.format].extensions[0]}`);
  await pipeline(await deps.storage.read(row.storageKey), createWriteStream(file));
  return { kind: row.kind, path: file };
}

/**
 * Stock items are resolved by the stock-media module (adapters stream: `resolveStockMedia`);
 * the coordinator wires it in here at merge. Until then a stock background is left out.
 */
export type StockMediaResolver = (id: string, scratchDir: string) => Promise<LocalMedia | null>;

/**
 * Every scene's own background as a local file in the render's scratch directory, in scene
 * order (null: the style's backdrop). Only the render owner's uploads are used: an id of someone
 * else's file, or of a file deleted since, is left out (the scene keeps the style's backdrop).
 */
export async function resolveSceneBackgrounds(
  deps: Pick<MediaDeps, 'db' | 'storage'> & { resolveStock?: StockMediaResolver },
  input: { ownerUserId: string | null; scenes: readonly { media?: SceneMedia | null }[]; scratchDir: string },
): Promise<(LocalMedia | null)[]> {
  const fetched = new Map<string, LocalMedia | null>();
  const out: (LocalMedia | null)[] = [];
  for (const scene of input.scenes) {
    const media = scene.media;
    if (!media) {
      out.push(null);
      continue;
    }
    const cacheKey = `${media.source}:${media.id}`;
    if (!fetched.has(cacheKey)) {
      if (media.source === 'upload') {
        const row = input.ownerUserId ? await findOwnedMediaAsset(deps.db, input.ownerUserId, media.id) : undefined;
        fetched.set(cacheKey, row ? await download(deps, row, input.scratchDir) : null);
      } else {
        // STOCK: the coordinator wires the adapters stream's resolveStockMedia here
        fetched.set(cacheKey, deps.resolveStock ? await deps.resolveStock(media.id, input.scratchDir) : null);
      }
    }
    out.push(fetched.get(cacheKey)!);
  }
  return out;
}

/** A render's brand kit with its logo downloaded beside the render (the engine's `RenderSpec.brandKit`). */
export async function resolveRenderBrandKit(
  deps: Pick<MediaDeps, 'db' | 'storage'>,
  input: { ownerUserId: string | null; brandKit: RenderBrandKitSnapshot | null; scratchDir: string },
): Promise<{ logoPath: string | null; colors: { primary: string; secondary: string }; font: string } | null> {
  if (!input.brandKit) return null;
  const row = input.ownerUserId && input.brandKit.logoAssetId ? await findOwnedMediaAsset(deps.db, input.ownerUserId, input.brandKit.logoAssetId) : undefined;
  const logo = row?.kind === 'image' ? await download(deps, row, input.scratchDir) : null;
  return { logoPath: logo?.path ?? null, colors: { primary: input.brandKit.primaryColor, secondary: input.brandKit.secondaryColor }, font: input.brandKit.font };
}

/** Uploads (their files) and the brand kit. */
export const mediaUserData: UserDataStep = {
  area: 'media',
  async exportUserData({ db, userId }) {
    const rows = await listMediaAssets(db, userId);
    const kit = await findBrandKit(db, userId);
    const fileName = (row: Pick<MediaAssetRow, 'id' | 'format'>) => `media-${row.id}.${MEDIA_FORMATS[row.format].extensions[0]}`;
    return {
      data: {
        uploads: rows.map(({ userId: _user, storageKey: _key, ...row }) => ({ ...row, file: `files/${fileName(row)}` })),
        brandKit: kit ? (({ userId: _user, ...rest }) => rest)(kit) : null,
      },
      files: rows.map((row) => ({ key: row.storageKey, name: fileName(row) })),
    };
  },
  async deleteUserData({ db, storage, userId }) {
    // files first: the rows that name them are the only way to find them again after a crash
    for (const row of await listMediaAssets(db, userId)) await storage.delete(row.storageKey);
    await deleteMediaAssetsOfUser(db, userId);
  },
};
