import {
  stockCreditLine,
  type StockAvailability,
  type StockImportRequest,
  type StockMedia,
  type StockResult,
  type StockSearchQuery,
} from '@common/contracts/stock-media';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { downloadStockFile, StockError, type StockItem, type StockLibrary } from '../../providers/stock/index';
import type { MediaTools } from '../../providers/media-tools/index';
import type { MediaStorage } from '../../providers/storage/index';
import { assertUnderLimit, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import { checkMediaFile } from './media-check';
import { findStockMediaByExternal, findStockMediaById, findStockMediaByIds, insertStockMedia, type StockMediaRow } from './repository';

export type StockMediaDeps = {
  db: Database;
  storage: MediaStorage;
  now: () => Date;
  /** The libraries with a key (createStockProviders); empty hides the option. */
  stock: StockLibrary[];
  mediaTools: MediaTools;
  /** The largest file an import downloads (STOCK_MAX_DOWNLOAD_BYTES). */
  maxDownloadBytes: number;
};

/** Searching spends the operator's library quota (Pexels: 200 an hour): a person needs far fewer. */
export const stockSearchesPerMinute: ThrottleRule = {
  bucket: 'stock-search:minute',
  limit: 20,
  windowMs: 60_000,
  message: 'You are searching very quickly. Please wait {wait} and try again.',
};
export const stockImportsPerHour: ThrottleRule = {
  bucket: 'stock-import:hour',
  limit: 60,
  windowMs: 60 * 60_000,
  message: 'You have added many stock files this hour. Please wait {wait} and try again.',
};

export function getStockAvailability(deps: Pick<StockMediaDeps, 'stock'>): StockAvailability {
  return { isAvailable: deps.stock.length > 0, providers: deps.stock.map((p) => p.name) };
}

function libraryOf(deps: StockMediaDeps, provider?: string): StockLibrary {
  const library = provider ? deps.stock.find((p) => p.name === provider) : deps.stock[0];
  if (!library) throw new AppError('NOT_FOUND', 'Stock media is not available on this server.');
  return library;
}

/** A library's failure, worded for the creator (the details stay in the log). */
function asAppError(error: unknown): unknown {
  if (!(error instanceof StockError)) return error;
  if (error.reason === 'not-found') return new AppError('NOT_FOUND', 'That stock item is no longer available.');
  if (error.reason === 'rate-limit')
    return new AppError('SERVICE_UNAVAILABLE', 'The stock library is busy right now. Please try again in a few minutes.', { library: error.message });
  return new AppError('SERVICE_UNAVAILABLE', 'The stock library cannot be searched right now. Please try again later.', { library: error.message });
}

async function limited(deps: StockMediaDeps, rule: ThrottleRule, userId: string): Promise<void> {
  const options = { db: deps.db, rule, subjects: [userId], now: deps.now() };
  await assertUnderLimit(options);
  await recordThrottleEvent(options);
}

const resultOf = (item: StockItem): StockResult => ({
  provider: item.provider,
  externalId: item.externalId,
  kind: item.kind,
  previewUrl: item.previewUrl,
  width: item.width,
  height: item.height,
  durationSeconds: item.durationSeconds,
  author: item.author,
  pageUrl: item.pageUrl,
});

/** Every configured library's results for the query, interleaved (first of each, then second…). */
export async function searchStockMedia(deps: StockMediaDeps, userId: string, query: StockSearchQuery): Promise<{ results: StockResult[] }> {
  libraryOf(deps);
  await limited(deps, stockSearchesPerMinute, userId);
  const settled = await Promise.allSettled(deps.stock.map((library) => library.search({ query: query.q, kind: query.kind, page: query.page })));
  const lists = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (lists.length === 0) throw asAppError((settled[0] as PromiseRejectedResult).reason);
  const results: StockResult[] = [];
  for (let i = 0; i < Math.max(...lists.map((l) => l.length)); i += 1) for (const list of lists) if (list[i]) results.push(resultOf(list[i]!));
  return { results };
}

export function toStockMedia(row: StockMediaRow): StockMedia {
  return {
    id: row.id,
    provider: row.provider,
    kind: row.kind,
    externalId: row.externalId,
    width: row.width,
    height: row.height,
    durationSeconds: row.durationSeconds,
    previewUrl: row.previewUrl,
    author: row.author,
    authorUrl: row.authorUrl,
    pageUrl: row.pageUrl,
    license: row.license,
    credit: stockCreditLine(row),
  };
}

/** Downloads within the size limit, worded for the creator. */
async function download(url: string, file: string, maxBytes: number): Promise<void> {
  try {
    await downloadStockFile(url, file, maxBytes);
  } catch (error) {
    if (error instanceof StockError && error.reason === 'too-large') {
      throw new AppError('PAYLOAD_TOO_LARGE', `This stock file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please pick another one.`);
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'The stock file could not be downloaded. Please try again later.');
  }
}

/** One import per item at a time in this process: two clicks on the same item download it once. */
const inFlight = new Map<string, Promise<StockMediaRow>>();

async function downloadAndStore(deps: StockMediaDeps, library: StockLibrary, request: StockImportRequest): Promise<StockMediaRow> {
  let item: StockItem;
  try {
    item = await library.find({ externalId: request.externalId, kind: request.kind });
  } catch (error) {
    throw asAppError(error);
  }
  const dir = path.join(os.tmpdir(), 'reelwright-stock');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, randomBytes(8).toString('hex'));
  try {
    await download(item.downloadUrl, file, deps.maxDownloadBytes);
    const checked = await checkMediaFile(deps.mediaTools, file);
    if (!checked || checked.kind !== item.kind)
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The stock library sent a file that is not a usable image or clip. Please pick another one.');
    const storageKey = `stock/${item.provider}/${item.kind}-${item.externalId}.${checked.ext}`;
    await deps.storage.putFile(storageKey, file, checked.contentType);
    const { size } = await stat(file);
    return insertStockMedia(deps.db, {
      provider: item.provider,
      kind: item.kind,
      externalId: item.externalId,
      storageKey,
      contentType: checked.contentType,
      sizeBytes: size,
      width: item.width,
      height: item.height,
      durationSeconds: item.durationSeconds,
      previewUrl: item.previewUrl,
      author: item.author,
      authorUrl: item.authorUrl,
      pageUrl: item.pageUrl,
      license: item.license,
      createdAt: deps.now(),
    });
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * Brings a stock item into media storage once (ADR 028): the item is read again from its library
 * by id (never a URL from the browser), downloaded within the size limit, checked by decoding,
 * stored, and recorded with its author and licence. Importing it again answers the stored row.
 */
export async function importStockMedia(deps: StockMediaDeps, userId: string, request: StockImportRequest): Promise<{ media: StockMedia; isNew: boolean }> {
  const library = libraryOf(deps, request.provider);
  const cached = await findStockMediaByExternal(deps.db, request);
  if (cached) return { media: toStockMedia(cached), isNew: false };
  await limited(deps, stockImportsPerHour, userId);
  const key = `${request.provider}:${request.kind}:${request.externalId}`;
  const pending = inFlight.get(key) ?? downloadAndStore(deps, library, request).finally(() => inFlight.delete(key));
  inFlight.set(key, pending);
  return { media: toStockMedia(await pending), isNew: true };
}

/**
 * For the renders job's resolver (a scene's `{ source: 'stock', id }`; media's
 * `StockMediaResolver`): the stored file copied to a local path under `workDir` (storage may be
 * S3), its kind and its credit line; null when the item or its file is gone (the scene then keeps
 * the style's backdrop).
 */
export async function resolveStockMedia(
  deps: { db: Executor; storage: MediaStorage; workDir: string },
  id: string,
): Promise<{ kind: 'image' | 'clip'; path: string; credit: string } | null> {
  const row = await findStockMediaById(deps.db, id);
  if (!row || !(await deps.storage.stat(row.storageKey))) return null;
  const local = path.join(deps.workDir, `stock-${row.id}${path.extname(row.storageKey)}`);
  await mkdir(deps.workDir, { recursive: true });
  await pipeline(await deps.storage.read(row.storageKey), createWriteStream(local));
  return { kind: row.kind, path: local, credit: stockCreditLine(row) };
}

/** The credit lines of a video's stock items, in the order given ("Video by X on Pexels"), for its details. */
export async function creditsForVideo(
  db: Executor,
  stockIds: string[],
): Promise<{ text: string; authorUrl: string | null; pageUrl: string; license: string }[]> {
  const rows = await findStockMediaByIds(db, [...new Set(stockIds)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(stockIds)].flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ text: stockCreditLine(row), authorUrl: row.authorUrl, pageUrl: row.pageUrl, license: row.license }] : [];
  });
}
