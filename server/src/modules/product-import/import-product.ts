import { MEDIA_LIMITS } from '@common/catalog/media';
import { PRODUCT_LIMITS, productCardSchema, type ProductCard } from '@common/contracts/product';
import { PRODUCT_IMPORT_MESSAGES, type ProductImportResponse } from '@common/contracts/product-import';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../../http/app-error';
import { SafeFetchError, type SafeFetchReason } from '../../providers/safe-fetch/index';
import { deleteMedia, toMediaAsset, uploadMedia } from '../media/service';
import { logoColors, matchBrandFont, proposeColors } from './brand-kit-proposal';
import { readPageFacts, type PageFacts } from './page-facts';
import type { ProductImportDeps } from './product-import-deps';

const PAGE_TYPES = ['text/html', 'application/xhtml+xml'] as const;
/** What an upload may be; an SVG is never fetched (it could carry script) and would not decode as a picture anyway. */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg', 'image/webp'] as const;
/** Images fetched at once: enough to be quick, few enough not to hammer the shop. */
const IMAGE_CONCURRENCY = 3;

const PAGE_REFUSALS: Record<SafeFetchReason, () => AppError> = {
  'not-allowed': () => new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.notAllowed),
  unreachable: () => new AppError('UNPROCESSABLE', PRODUCT_IMPORT_MESSAGES.unreachable),
  timeout: () => new AppError('UNPROCESSABLE', PRODUCT_IMPORT_MESSAGES.timeout),
  'too-large': () => new AppError('PAYLOAD_TOO_LARGE', PRODUCT_IMPORT_MESSAGES.pageTooLarge),
  'wrong-type': () => new AppError('UNSUPPORTED_MEDIA_TYPE', PRODUCT_IMPORT_MESSAGES.notAPage),
};

/**
 * Imports a product page (docs/decisions/060): fetches it past the private-address guard, reads
 * the product from its structured data and markup, stores its images (and logo) as the creator's
 * uploads through the media module, exactly as POST /api/media does, and proposes a brand kit.
 * Every refusal is a 4xx and removes whatever this import had stored.
 */
export async function importProductPage(deps: ProductImportDeps, userId: string, rawUrl: string): Promise<ProductImportResponse> {
  const url = pageUrlOf(rawUrl);
  const page = await deps.safeFetch(url, { maxBytes: deps.maxPageBytes, accept: PAGE_TYPES }).catch((error: unknown) => {
    throw error instanceof SafeFetchError ? PAGE_REFUSALS[error.reason]() : error;
  });
  const facts = readPageFacts(page.body, page.url);
  const stored: string[] = [];
  try {
    const candidates = facts.imageUrls.filter((u) => u !== facts.logoUrl).slice(0, PRODUCT_LIMITS.imagesMax + 4);
    const images = [];
    let skipped = 0;
    for (let i = 0; i < candidates.length && images.length < PRODUCT_LIMITS.imagesMax; i += IMAGE_CONCURRENCY) {
      const fetched = await Promise.all(candidates.slice(i, i + IMAGE_CONCURRENCY).map((u) => fetchImage(deps, u)));
      for (const image of fetched) {
        const row: Awaited<ReturnType<typeof storeImage>> =
          image && images.length < PRODUCT_LIMITS.imagesMax ? await storeImage(deps, userId, image, `product-image-${images.length + 1}`) : null;
        if (!row) skipped++;
        else {
          stored.push(row.id);
          images.push(row);
        }
      }
    }
    if (!images.length) throw new AppError('UNPROCESSABLE', PRODUCT_IMPORT_MESSAGES.noImages, { skippedImages: skipped });

    const logoImage = facts.logoUrl ? await fetchImage(deps, facts.logoUrl) : null;
    const logo = logoImage ? await storeImage(deps, userId, logoImage, 'logo') : null;
    if (logo) stored.push(logo.id);
    const colors = proposeColors(facts.themeColor, logoImage && logo ? await colorsOfLogo(deps, logoImage) : []);

    const product = cardOf(facts, page.url, { imageIds: images.map((row) => row.id), logoId: logo?.id ?? null });
    return {
      product,
      images: images.map(toMediaAsset),
      logo: logo ? toMediaAsset(logo) : null,
      brandKit: { logoId: logo?.id ?? null, ...colors, font: matchBrandFont(facts.fontFamilies) },
      skippedImages: skipped,
    };
  } catch (error) {
    for (const id of stored) await deleteMedia(deps, userId, id).catch(() => undefined);
    throw error;
  }
}

/** The address as pasted, with https:// added when it names no scheme ("shop.example/lamp"). */
function pageUrlOf(raw: string): string {
  const trimmed = raw.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    return new URL(withScheme).href;
  } catch {
    throw new AppError('BAD_REQUEST', PRODUCT_IMPORT_MESSAGES.badUrl);
  }
}

type FetchedImage = { url: string; body: Buffer };

/** One image, or null when it cannot be had (refused, unreachable, too large, not a PNG/JPEG/WebP): a page's bad image is skipped, not fatal. */
async function fetchImage(deps: ProductImportDeps, url: string): Promise<FetchedImage | null> {
  try {
    const { body } = await deps.safeFetch(url, { maxBytes: MEDIA_LIMITS.imageMaxBytes, accept: IMAGE_TYPES });
    return body.length ? { url, body } : null;
  } catch (error) {
    if (error instanceof SafeFetchError) return null;
    throw error;
  }
}

/**
 * Stores a fetched image through the media module's upload (decoded by the media adapter, counted
 * in the quota, the creator's own). A file that is not a picture is skipped; a full quota is the
 * creator's to fix and refuses the whole import.
 */
async function storeImage(deps: ProductImportDeps, userId: string, image: FetchedImage, name: string) {
  try {
    // no claimed type: the bytes alone decide what the file is
    return await uploadMedia(deps, userId, { filename: name, mimetype: 'application/octet-stream', file: Readable.from([image.body]) }, image.body.length);
  } catch (error) {
    if (error instanceof AppError && (error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'BAD_REQUEST')) return null;
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE' && !/storage/.test(error.message)) return null;
    throw error;
  }
}

/** The logo's two main colours, from a 24-pixel thumbnail the media adapter decodes. */
async function colorsOfLogo(deps: ProductImportDeps, logo: FetchedImage): Promise<string[]> {
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-logo-'));
  try {
    const file = path.join(scratch, 'logo');
    await writeFile(file, logo.body);
    return logoColors(await deps.mediaTools.stillFrame({ file, seconds: 0, width: 24, height: 24, fit: 'fill' }));
  } catch {
    return []; // the colours are a suggestion: a logo they cannot be read from proposes the defaults
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The page's facts fitted to the card's limits (long texts cut at a word, lists cut to their maximum). */
function cardOf(facts: PageFacts, sourceUrl: string, media: { imageIds: string[]; logoId: string | null }): ProductCard {
  return productCardSchema.parse({
    name: clip(facts.name ?? new URL(sourceUrl).hostname, PRODUCT_LIMITS.nameMax),
    brand: facts.brand ? clip(facts.brand, PRODUCT_LIMITS.brandMax) : null,
    price: facts.price,
    description: clip(facts.description ?? '', PRODUCT_LIMITS.descriptionMax),
    features: facts.features.slice(0, PRODUCT_LIMITS.featuresMax).map((f) => clip(f, PRODUCT_LIMITS.featureMax)),
    imageIds: media.imageIds,
    rating: facts.rating,
    reviews: facts.reviews.slice(0, PRODUCT_LIMITS.reviewsMax).map((r) => ({
      author: r.author ? clip(r.author, PRODUCT_LIMITS.authorMax) : null,
      text: clip(r.text, PRODUCT_LIMITS.reviewMax),
      rating: r.rating,
    })),
    logoId: media.logoId,
    themeColor: facts.themeColor,
    sourceUrl: sourceUrl.length <= 2048 ? sourceUrl : null,
  });
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
