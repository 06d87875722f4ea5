import type { Plan } from '@common/contracts/auth';
import type { AspectRatio, RenderKind, VisualStyle } from '@common/contracts/video';
import { showsWatermark } from '@common/rules/watermark';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Queue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { MediaStorage } from '../../providers/storage/media-storage';
import type { RenderSpec, VideoProvider } from '../../providers/video/video-provider';
import { renderVideoJob } from '../../jobs/definitions/render-video';
import { publishEvent } from '../../events/publish';
import { refundRender } from '../credits/service';
import {
  claimRenderJob,
  completeRenderJob,
  failRenderJob,
  findRenderJob,
  insertRenderJob,
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
  /** Studio videos: the creator's title, tone and script, what they paid, and what they derive from. */
  studio?: Pick<NewRenderJobRow, 'title' | 'tone' | 'scenes' | 'costCredits' | 'variantOfId' | 'retryOfId'>;
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

/** Hands a stored job to the queue. */
export async function enqueueRender(deps: Pick<RenderQueueDeps, 'queue' | 'config'>, row: Pick<RenderJobRow, 'id' | 'kind'>): Promise<void> {
  await deps.queue.send(
    renderVideoJob,
    { jobId: row.id },
    { retryLimit: deps.config.RENDER_MAX_ATTEMPTS - 1, expireInSeconds: renderExpirySeconds(deps.config), priority: RENDER_PRIORITY[row.kind] },
  );
}

/** Stores the job and queues it. */
export async function createRender(deps: RenderQueueDeps, input: CreateRenderInput): Promise<RenderJobRow> {
  const row = await insertRenderJob(deps.db, newRenderRow(deps, input));
  await enqueueRender(deps, row);
  return row;
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

  // the limit is per attempt: a worker killed mid-render leaves the next one a full allowance
  const timeLimit = AbortSignal.timeout(deps.config.RENDER_TIME_LIMIT_SECONDS * 1000);
  const signal = deps.shutdownSignal ? AbortSignal.any([timeLimit, deps.shutdownSignal]) : timeLimit;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-job-'));
  try {
    const outputPath = path.join(scratch, 'output.mp4');
    const engine = await renderWithFallback(deps, job, outputPath, signal, now);
    const stored = await deps.storage.putFile(mediaKeyOf(jobId), outputPath, 'video/mp4');
    const completed = await completeRender(deps.db, jobId, { engine, mediaKey: mediaKeyOf(jobId), mediaBytes: stored.size, now: now() });
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

/** Tries the configured provider, then the local engine: a remote failure never loses the job. */
async function renderWithFallback(deps: RenderDeps, job: RenderJobRow, outputPath: string, signal: AbortSignal, now: () => Date): Promise<string> {
  const spec: RenderSpec = {
    jobId: job.id,
    prompt: job.prompt,
    visualStyle: job.visualStyle,
    aspectRatio: job.aspectRatio,
    durationSeconds: job.durationSeconds,
    watermark: job.watermark,
    scenes: job.scenes ?? undefined,
  };
  let lastError: unknown;
  for (const provider of deps.providers) {
    try {
      await provider.render(spec, {
        outputPath,
        signal,
        resumeRequestId: provider.name === job.provider ? job.providerRequestId : null,
        saveRequestId: (id) => setProviderRequestId(deps.db, job.id, id),
        reportProgress: (percent) => setRenderProgress(deps.db, job.id, Math.max(1, Math.min(99, Math.round(percent))), now()),
      });
      await stat(outputPath);
      return provider.name;
    } catch (error) {
      if (signal.aborted) throw error;
      lastError = error;
      deps.logger.warn({ err: error, jobId: job.id, provider: provider.name }, 'video provider failed; trying the next one');
    }
  }
  throw lastError;
}

// What other modules may use of the render_jobs rows; the repository itself stays private.
export { findRenderJob, insertRenderJob, listCompletedRenders, type NewRenderJobRow, type RenderJobRow } from './repository';
