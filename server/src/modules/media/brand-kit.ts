import { MEDIA_MESSAGES, type BrandKit, type BrandKitInput } from '@common/contracts/media';
import type { Executor } from '../../db/client';
import type { RenderBrandKitSnapshot } from '../../db/schema/video';
import { AppError } from '../../http/app-error';
import type { MediaDeps } from './media-deps';
import { findBrandKit, findOwnedMediaAsset, upsertBrandKit, type BrandKitRow, type MediaAssetRow } from './repository';
import { toMediaAsset } from './uploads';

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
  if (input.logoId && (!logo || logo.kind !== 'image'))
    throw new AppError('VALIDATION_FAILED', MEDIA_MESSAGES.logoMustBeImage, { fields: { logoId: MEDIA_MESSAGES.logoMustBeImage } });
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
