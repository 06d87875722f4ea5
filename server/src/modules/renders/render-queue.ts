import type { Plan } from '@common/contracts/auth';
import type { AspectRatio, RenderKind, VisualStyle } from '@common/contracts/video';
import { deliveredFormat, type FrameRate } from '@common/catalog/output-formats';
import type { PlatformPresetId } from '@common/catalog/platform-presets';
import { showsWatermark } from '@common/rules/watermark';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import { sqlExecutorOf, type Transaction } from '../../db/client';
import { renderVideoJob } from '../../jobs/definitions/render-video';
import { sendWithin } from '../../jobs/queue';
import type { RenderQueueDeps } from './render-deps';
import { insertRenderJob, type NewRenderJobRow, type RenderJobRow } from './repository';
import { renderPriority } from './render-priority';

export type CreateRenderInput = {
  kind: RenderKind;
  prompt: string;
  visualStyle: VisualStyle;
  aspectRatio: AspectRatio;
  durationSeconds: number;
  creatorPlan: Plan;
  ownerUserId?: string | null;
  visitorId?: string | null;
  /** The platform it is made for (issue 28): fixes the ratio's safe zones; the plan fixes the resolution. */
  platformPreset?: PlatformPresetId | null;
  /** The creator's frame rate; absent: the plan's. */
  fps?: FrameRate | null;
  /** Studio videos: the creator's title, tone and script, what they paid, what they derive from, the brand kit copied for them, and the voice-over. */
  studio?: Pick<
    NewRenderJobRow,
    | 'title'
    | 'tone'
    | 'scenes'
    | 'product'
    | 'costCredits'
    | 'variantOfId'
    | 'retryOfId'
    | 'brandKit'
    | 'voiceId'
    | 'voiceSpeed'
    | 'captionStyle'
    | 'versionOfId'
    | 'version'
    | 'voiceRecordingId'
  >;
};

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
    platformPreset: input.platformPreset ?? null,
    output: deliveredFormat({ plan: input.creatorPlan, aspectRatio: input.aspectRatio, presetId: input.platformPreset, fps: input.fps }),
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
export async function enqueueRenderWithin(
  tx: Transaction,
  deps: Pick<RenderQueueDeps, 'config'>,
  row: Pick<RenderJobRow, 'id' | 'kind' | 'creatorPlan'>,
): Promise<void> {
  const id = await sendWithin(
    sqlExecutorOf(tx),
    renderVideoJob,
    { jobId: row.id },
    {
      retryLimit: deps.config.RENDER_MAX_ATTEMPTS - 1,
      retryDelay: renderVideoJob.retry?.retryDelay,
      retryBackoff: renderVideoJob.retry?.retryBackoff,
      expireInSeconds: renderExpirySeconds(deps.config),
      priority: renderPriority(row),
    },
  );
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
