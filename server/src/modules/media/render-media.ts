import { MEDIA_FORMATS } from '@common/catalog/media';
import type { SceneMedia } from '@common/contracts/media';
import type { ProductCard } from '@common/contracts/product';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { RenderBrandKitSnapshot } from '../../db/schema/video';
import type { RenderMediaFile, RenderProduct } from '../../providers/video/index';
import type { MediaDeps } from './media-deps';
import { findOwnedMediaAsset, type MediaAssetRow } from './repository';

/** A scene background or a logo as the engine gets it: a local file. */
export type LocalMedia = { kind: 'image' | 'clip'; path: string };

async function download(deps: Pick<MediaDeps, 'storage'>, row: MediaAssetRow, scratchDir: string): Promise<LocalMedia | null> {
  // a voice-over recording is no picture: a scene that names one keeps the style's backdrop
  if (row.kind === 'audio' || !(await deps.storage.stat(row.storageKey))) return null;
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
  return {
    logoPath: logo?.path ?? null,
    colors: { primary: input.brandKit.primaryColor, secondary: input.brandKit.secondaryColor },
    font: input.brandKit.font,
  };
}

/**
 * A render's own voice-over (docs/decisions/066) downloaded beside the render. Throws when the
 * recording is gone: a video paid for with the creator's voice must not come out silent.
 */
export async function resolveRenderRecording(
  deps: Pick<MediaDeps, 'db' | 'storage'>,
  input: { ownerUserId: string | null; recordingId: string; scratchDir: string },
): Promise<string> {
  const row = input.ownerUserId ? await findOwnedMediaAsset(deps.db, input.ownerUserId, input.recordingId) : undefined;
  if (!row || row.kind !== 'audio' || !(await deps.storage.stat(row.storageKey)))
    throw new Error(`The voice-over recording ${input.recordingId} is gone (deleted since the render was asked for).`);
  const file = path.join(input.scratchDir, `recording-${row.id}.${MEDIA_FORMATS[row.format].extensions[0]}`);
  await pipeline(await deps.storage.read(row.storageKey), createWriteStream(file));
  return file;
}

/**
 * The product card as the engine reads it (`RenderSpec.product`): its images and logo downloaded
 * beside the render, in the card's order. Like scene backgrounds, only the render owner's image
 * uploads are used; a foreign, deleted or non-image id is skipped, never an error.
 */
export async function resolveRenderProduct(
  deps: Pick<MediaDeps, 'db' | 'storage'>,
  input: { ownerUserId: string | null; product: ProductCard | null; scratchDir: string },
): Promise<RenderProduct | null> {
  if (!input.product) return null;
  const { imageIds, logoId, ...card } = input.product;
  const fetch = async (id: string): Promise<RenderMediaFile | null> => {
    const row = input.ownerUserId ? await findOwnedMediaAsset(deps.db, input.ownerUserId, id) : undefined;
    if (row?.kind !== 'image') return null;
    const file = await download(deps, row, input.scratchDir);
    return file ? { path: file.path, width: row.width, height: row.height } : null;
  };
  const images: RenderMediaFile[] = [];
  for (const id of new Set(imageIds)) {
    const file = await fetch(id);
    if (file) images.push(file);
  }
  return { ...card, images, logo: logoId ? await fetch(logoId) : null };
}
