import type { Plan } from '@common/contracts/auth';
import type { AspectRatio, RenderKind, VisualStyle } from '@common/contracts/video';
import { showsWatermark } from '@common/rules/watermark';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { sqlExecutorOf, type Database, type Transaction } from '../../db/client';
import { sendWithin, type Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { MediaStorage } from '../../providers/storage/index';
import type { RenderSpec, RenderTimeline, VideoProvider } from '../../providers/video/index';
import { resolveFfmpegPath } from '../../providers/video/ffmpeg-path';
import { makePoster, type PosterSpec } from '../../providers/video/poster';
import { renderVideoJob } from '../../jobs/definitions/render-video';
import { publishEvent } from '../../events/publish';
import { refundRender } from '../credits/service';
import { resolveRenderBrandKit, resolveSceneBackgrounds } from '../media/service';
import { resolveStockMedia } from '../stock-media/service';
import {
  claimRenderJob,
  completeRenderJob,
  failRenderJob,
  findRenderJob,
  insertRenderJob,
  listRendersWithoutPoster,
  setPosterKey,
  setProviderRequestId,
  setRenderProgress,
  type NewRenderJobRow,
  type RenderJobRow,
} from './repository';

export type { RenderKind } from '@common/contracts/video';

export type CreateRenderInput = {
  kind: RenderKind;
  prompt: string;
  visualStyle: VisualStyle;
  aspectRatio: AspectRatio;
  durationSeconds: number;
  creatorPlan: Plan;
  ownerUserId?: string | null;
  visitorId?: string | null;
  /** Studio videos: the creator's title, tone and script, what they paid, what they derive from, the brand kit copied for them, and the voice-over. */
  studio?: Pick<NewRenderJobRow, 'title' | 'tone' | 'scenes' | 'costCredits' | 'variantOfId' | 'retryOfId' | 'brandKit' | 'voiceId' | 'voiceSpeed' | 'captionStyle'>;
};

/** A visitor watching a progress bar goes first; seeded showcase videos wait for everyone. */
const RENDER_PRIORITY: Record<RenderKind, number> = { demo: 10, studio: 5, showcase: 0 };

/** What a module that creates renders needs (the demo, the showcase seed, the studio): rows, the queue, config and a clock. */
export type RenderQueueDeps = { db: Database; queue: Queue; config: Config; now: () => Date };

/** Demo ids start with `demo_`: the spec's player picks the demo proxy path by that prefix. */
function newRenderId(kind: RenderKind): string {
  return kind === 'demo' ? `demo_${randomUUID()}` : randomUUID();
}

/**
 * Seconds after which the queue hands a running render to another worker: the attempt's time
 * limit plus a margin, so only a worker that died (kill -9, lost machine) is ever replaced.
 */
export function renderExpirySeconds(config: Config): number {
  return config.RENDER_TIME_LIMIT_SECONDS + 5;
}

/** The job row for a new render (not yet stored). */
export function newRenderRow(deps: Pick<RenderQueueDeps, 'config' | 'now'>, input: CreateRenderInput): NewRenderJobRow {
  const now = deps.now();
  return {
    id: newRenderId(input.kind),
    kind: input.kind,
    prompt: input.prompt,
    visualStyle: input.visualStyle,
    aspectRatio: input.aspectRatio,
    durationSeconds: input.durationSeconds,
    provider: deps.config.VIDEO_PROVIDER,
    creatorPlan: input.creatorPlan,
    watermark: showsWatermark(input.creatorPlan),
    ownerUserId: input.ownerUserId ?? null,
    visitorId: input.visitorId ?? null,
    ...input.studio,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Queues a job whose row `tx` has just written, in the same transaction: a row without its queue
 * job (the database lost between two commits) would stay `queued` forever, paid for and never made
 * (found by the chaos test, docs/decisions/030).
 */
export async function enqueueRenderWithin(tx: Transaction, deps: Pick<RenderQueueDeps, 'config'>, row: Pick<RenderJobRow, 'id' | 'kind'>): Promise<void> {
  const id = await sendWithin(sqlExecutorOf(tx), renderVideoJob, { jobId: row.id }, {
    retryLimit: deps.config.RENDER_MAX_ATTEMPTS - 1,
    retryDelay: renderVideoJob.retry?.retryDelay,
    retryBackoff: renderVideoJob.retry?.retryBackoff,
    expireInSeconds: renderExpirySeconds(deps.config),
    priority: RENDER_PRIORITY[row.kind],
  });
  if (!id) throw new Error(`The render ${row.id} could not be queued.`);
}

/** Stores the job and queues it, in the caller's transaction. */
export async function createRenderWithin(tx: Transaction, deps: Pick<RenderQueueDeps, 'config' | 'now'>, input: CreateRenderInput): Promise<RenderJobRow> {
  const row = await insertRenderJob(tx, newRenderRow(deps, input));
  await enqueueRenderWithin(tx, deps, row);
  return row;
}

/** Stores the job and queues it, as one commit. */
export async function createRender(deps: RenderQueueDeps, input: CreateRenderInput): Promise<RenderJobRow> {
  return deps.db.transaction((tx) => createRenderWithin(tx, deps, input));
}

export type RenderDeps = {
  db: Database;
  storage: MediaStorage;
  config: Config;
  logger: Logger;
  /** The configured provider first; `local` last as the fallback (or alone). */
  providers: VideoProvider[];
  now?: () => Date;
  /** Aborted when the process stops: the attempt ends at once and the queue retries it elsewhere. */
  shutdownSignal?: AbortSignal;
};

export function mediaKeyOf(jobId: string): string {
  return `renders/${jobId}.mp4`;
}

/** The poster sits beside its video under a key fixed by the job id: writing it again replaces it whole. */
export function posterKeyOf(jobId: string): string {
  return `renders/${jobId}.poster.jpg`;
}

/**
 * Makes and stores the poster of a finished video file; null (and a warning) when it could not be
 * made, so a poster never costs the creator a video: the start-up backfill tries again later.
 */
async function storePoster(deps: Pick<RenderDeps, 'storage' | 'config' | 'logger'>, job: PosterSpec, videoPath: string, signal?: AbortSignal): Promise<string | null> {
  const posterPath = `${videoPath}.poster.jpg`;
  try {
    await makePoster({ ffmpegPath: resolveFfmpegPath(deps.config.FFMPEG_PATH), videoPath, outputPath: posterPath, spec: job, signal });
    await deps.storage.putFile(posterKeyOf(job.jobId), posterPath, 'image/jpeg');
    return posterKeyOf(job.jobId);
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.warn({ err: error, jobId: job.jobId }, 'the poster could not be made');
    return null;
  } finally {
    await rm(posterPath, { force: true });
  }
}

function posterSpecOf(job: RenderJobRow): PosterSpec {
  return { jobId: job.id, prompt: job.prompt, visualStyle: job.visualStyle, aspectRatio: job.aspectRatio, durationSeconds: job.durationSeconds, watermark: job.watermark, scenes: job.scenes ?? undefined };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one attempt of a render job. Safe to run twice or after a crash: it reloads the row,
 * skips a finished job, writes the file under a key fixed by the job id (one output file however
 * often it runs) and completes the job in one guarded statement. Throws to ask the queue for a
 * retry with back-off; fails the job for good after the last attempt or when an attempt
 * overruns the time limit.
 */
export async function runRender(deps: RenderDeps, jobId: string): Promise<void> {
  const now = deps.now ?? (() => new Date());
  const existing = await findRenderJob(deps.db, jobId);
  if (!existing || existing.status === 'completed' || existing.status === 'failed') return;
  const timeLimitMessage = `Rendering took longer than the ${deps.config.RENDER_TIME_LIMIT_SECONDS}-second limit and was stopped.`;
  const job = await claimRenderJob(deps.db, jobId, now());
  if (!job) return;
  deps.logger.info({ jobId, attempt: job.attempts }, 'render started');

  // the limit is per attempt: a worker killed mid-render leaves the next one a full allowance
  const timeLimit = AbortSignal.timeout(deps.config.RENDER_TIME_LIMIT_SECONDS * 1000);
  const signal = deps.shutdownSignal ? AbortSignal.any([timeLimit, deps.shutdownSignal]) : timeLimit;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-job-'));
  try {
    const outputPath = path.join(scratch, 'output.mp4');
    const { engine, timeline } = await renderWithFallback(deps, job, outputPath, signal, now, scratch);
    const stored = await deps.storage.putFile(mediaKeyOf(jobId), outputPath, 'video/mp4');
    const posterKey = await storePoster(deps, posterSpecOf(job), outputPath, signal);
    const completed = await completeRender(deps.db, jobId, {
      engine,
      mediaKey: mediaKeyOf(jobId),
      mediaBytes: stored.size,
      posterKey,
      voiceEngine: timeline?.voiceEngine ?? null,
      speechTimeline: timeline ? { durationMs: timeline.durationMs, words: timeline.words } : null,
      now: now(),
    });
    deps.logger.info({ jobId, engine, bytes: stored.size, completed }, 'render finished');
  } catch (error) {
    if (deps.shutdownSignal?.aborted) throw error; // not the job's fault: the queue hands it on
    if (signal.aborted) {
      await failRender(deps, jobId, timeLimitMessage, now());
      return;
    }
    deps.logger.warn({ err: error, jobId, attempt: job.attempts }, 'render attempt failed');
    if (job.attempts >= deps.config.RENDER_MAX_ATTEMPTS) {
      await failRender(deps, jobId, `The video could not be rendered: ${describe(error)}`, now());
      return;
    }
    throw error; // the queue retries with back-off
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Completes the job once and announces it, in one transaction; false when it was not processing. */
async function completeRender(db: Database, jobId: string, result: Parameters<typeof completeRenderJob>[2]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const job = await completeRenderJob(tx, jobId, result);
    if (job) await publishEvent(tx, 'render.completed', { renderJobId: job.id, kind: job.kind, ownerUserId: job.ownerUserId });
    return Boolean(job);
  });
}

/**
 * Fails the job for good, once: in one transaction, its `failed` row, the refund of what it cost
 * (once per spend, so a second report refunds nothing) and its announcement. False when the job
 * had already finished.
 */
export async function failRender(deps: { db: Database }, jobId: string, reason: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const job = await failRenderJob(tx, jobId, reason, now);
    if (!job) return false;
    await refundRender({ tx, renderJobId: jobId, now });
    await publishEvent(tx, 'render.failed', { renderJobId: job.id, kind: job.kind, ownerUserId: job.ownerUserId, reason });
    return true;
  });
}

/**
 * Tries the configured provider, then the local engine: a remote failure never loses the job. A
 * voiced or captioned video goes to the local engine alone: only it times its scenes to the speech
 * (docs/decisions/026).
 */
async function renderWithFallback(
  deps: RenderDeps,
  job: RenderJobRow,
  outputPath: string,
  signal: AbortSignal,
  now: () => Date,
  scratchDir: string,
): Promise<{ engine: string; timeline: RenderTimeline | null }> {
  // the engine never sees ids: scene media and the brand kit's logo become files in this attempt's scratch directory
  const resolveStock = (id: string, workDir: string) => resolveStockMedia({ db: deps.db, storage: deps.storage, workDir }, id);
  const backgrounds = job.scenes ? await resolveSceneBackgrounds({ ...deps, resolveStock }, { ownerUserId: job.ownerUserId, scenes: job.scenes, scratchDir }) : [];
  const spec: RenderSpec = {
    jobId: job.id,
    prompt: job.prompt,
    visualStyle: job.visualStyle,
    aspectRatio: job.aspectRatio,
    durationSeconds: job.durationSeconds,
    watermark: job.watermark,
    scenes: job.scenes?.map((scene, i) => ({ ...scene, background: backgrounds[i] ?? null })) ?? undefined,
    brandKit: await resolveRenderBrandKit(deps, { ownerUserId: job.ownerUserId, brandKit: job.brandKit, scratchDir }),
    voice: job.voiceId ? { voiceId: job.voiceId, speed: job.voiceSpeed ?? 1 } : null,
    captions: job.voiceId && job.captionStyle ? { style: job.captionStyle } : null,
  };
  const providers = spec.voice ? deps.providers.filter((p) => p.name === 'local') : deps.providers;
  let lastError: unknown;
  for (const provider of providers) {
    let timeline: RenderTimeline | null = null;
    try {
      await provider.render(spec, {
        outputPath,
        signal,
        resumeRequestId: provider.name === job.provider ? job.providerRequestId : null,
        saveRequestId: (id) => setProviderRequestId(deps.db, job.id, id),
        reportProgress: (percent) => setRenderProgress(deps.db, job.id, Math.max(1, Math.min(99, Math.round(percent))), now()),
        reportTimeline: (reported) => void (timeline = reported),
      });
      await stat(outputPath);
      return { engine: provider.name, timeline };
    } catch (error) {
      if (signal.aborted) throw error;
      lastError = error;
      deps.logger.warn({ err: error, jobId: job.id, provider: provider.name }, 'video provider failed; trying the next one');
    }
  }
  throw lastError;
}

const BACKFILL_BATCH = 20;

/**
 * Gives every finished video made before posters existed its poster: run once at start (the
 * `posters.backfill` job). Idempotent and safe on two instances at once: a poster is written under
 * its fixed key (a whole-file replace with the same picture) and recorded only where none is.
 * Returns how many posters this run recorded.
 */
export async function backfillPosters(deps: Pick<RenderDeps, 'db' | 'storage' | 'config' | 'logger' | 'shutdownSignal'>): Promise<number> {
  let made = 0;
  let afterId = '';
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-posters-'));
  try {
    for (;;) {
      const rows = await listRendersWithoutPoster(deps.db, afterId, BACKFILL_BATCH);
      for (const row of rows) {
        deps.shutdownSignal?.throwIfAborted();
        const videoPath = path.join(scratch, 'video.mp4');
        if (!(await deps.storage.stat(row.mediaKey!))) continue; // the file is gone: nothing to show
        await pipeline(await deps.storage.read(row.mediaKey!), createWriteStream(videoPath));
        const posterKey = await storePoster(deps, posterSpecOf(row), videoPath, deps.shutdownSignal);
        if (posterKey && (await setPosterKey(deps.db, row.id, posterKey))) made += 1;
      }
      if (rows.length < BACKFILL_BATCH) break;
      afterId = rows.at(-1)!.id;
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  if (made) deps.logger.info({ posters: made }, 'posters made for earlier videos');
  return made;
}

// What other modules may use of the render_jobs rows; the repository itself stays private.
export { findRenderJob, listCompletedRenders, type NewRenderJobRow, type RenderJobRow } from './repository';
