import { PREVIEW_RULES } from '@common/catalog/preview-rules';
import type { createPreviewsRequestSchema, PreviewAllowance, PreviewSet } from '@common/contracts/previews';
import type { Scene } from '@common/contracts/script';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { spendCredits } from '../credits/service';
import { snapshotBrandKit } from '../media/service';
import { createRenderWithin } from '../renders/service';
import type { StudioDeps } from './studio-deps';
import {
  countPreviewSetsSince,
  findOwnedPreviewSet,
  findPreviewSetByKey,
  insertPreviewSet,
  listPreviewRenders,
  lockPreviewAllowance,
  type PreviewSetRow,
} from './preview-repository';
import { defaultTitle, type Creator } from './video-service';
import type { Executor } from '../../db/client';

type PreviewsInput = z.output<typeof createPreviewsRequestSchema>;

/** The start of `now`'s UTC day: the free allowance counts sets from there. */
function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The script's first `PREVIEW_RULES.seconds`: scenes in order, the last one cut to what is left.
 * The preview shows how the opening looks, which is what a style changes.
 */
export function openingScenes(scenes: readonly Scene[], seconds: number = PREVIEW_RULES.seconds): Scene[] {
  const kept: Scene[] = [];
  let left = seconds;
  for (const scene of scenes) {
    if (left <= 0) break;
    const durationSeconds = Math.min(scene.durationSeconds, left);
    kept.push({ ...scene, durationSeconds });
    left -= durationSeconds;
  }
  return kept;
}

function allowanceOf(usedToday: number): PreviewAllowance {
  const freeLeft = Math.max(0, PREVIEW_RULES.freeSetsPerDay - usedToday);
  return { freeLeft, freePerDay: PREVIEW_RULES.freeSetsPerDay, nextCost: freeLeft > 0 ? 0 : PREVIEW_RULES.setCost };
}

export async function getPreviewAllowance(deps: Pick<StudioDeps, 'db' | 'now'>, userId: string): Promise<PreviewAllowance> {
  return allowanceOf(await countPreviewSetsSince(deps.db, userId, dayStart(deps.now())));
}

/**
 * Renders the script's opening in each style asked, as preview renders (kind `preview`: never in
 * the library, history, counts or events other modules count). Free within the day's allowance,
 * else `PREVIEW_RULES.setCost` credits through the ledger under `preview:{key}`; the set, its
 * spend and its queued renders commit together, and the same key returns the first set.
 */
export async function createPreviewSet(deps: StudioDeps, creator: Creator, input: PreviewsInput): Promise<PreviewSet> {
  const now = deps.now();
  const set = await deps.db.transaction(async (tx) => {
    await lockPreviewAllowance(tx, creator.id);
    const existing = await findPreviewSetByKey(tx, creator.id, input.idempotencyKey);
    if (existing) return existing;
    const used = await countPreviewSetsSince(tx, creator.id, dayStart(now));
    const cost = allowanceOf(used).nextCost;
    const title = `Preview: ${defaultTitle(input.description)}`;
    if (cost > 0) await spendCredits({ tx, userId: creator.id, amount: cost, reason: title, idempotencyKey: `preview:${input.idempotencyKey}`, now });
    const scenes = openingScenes(input.scenes);
    const brandKit = input.brandKit ? await snapshotBrandKit(tx, creator.id) : null;
    const items: PreviewSetRow['items'] = [];
    for (const visualStyle of input.styles) {
      const job = await createRenderWithin(tx, deps, {
        kind: 'preview',
        prompt: input.description,
        visualStyle,
        aspectRatio: input.aspectRatio,
        durationSeconds: Math.min(PREVIEW_RULES.seconds, input.durationSeconds),
        creatorPlan: creator.plan,
        ownerUserId: creator.id,
        studio: { title, tone: input.tone, scenes, product: input.product ?? null, costCredits: 0, brandKit },
      });
      items.push({ visualStyle, renderJobId: job.id });
    }
    return insertPreviewSet(tx, {
      ownerUserId: creator.id,
      idempotencyKey: input.idempotencyKey,
      aspectRatio: input.aspectRatio,
      costCredits: cost,
      items,
      createdAt: now,
    });
  });
  return presentPreviewSet(deps, creator.id, set);
}

export async function getPreviewSet(deps: StudioDeps, userId: string, setId: string): Promise<PreviewSet> {
  const set = await findOwnedPreviewSet(deps.db, userId, setId);
  if (!set) throw new AppError('NOT_FOUND', 'These previews do not exist.');
  return presentPreviewSet(deps, userId, set);
}

/** The stored file of one finished preview of the caller's set. */
export async function previewMediaKey(db: Executor, userId: string, setId: string, visualStyle: string): Promise<string> {
  const set = await findOwnedPreviewSet(db, userId, setId);
  const item = set?.items.find((i) => i.visualStyle === visualStyle);
  const [render] = item ? await listPreviewRenders(db, [item.renderJobId]) : [];
  if (!render || render.status !== 'completed' || !render.mediaKey) throw new AppError('NOT_FOUND', 'This preview is not ready yet.');
  return render.mediaKey;
}

async function presentPreviewSet(deps: Pick<StudioDeps, 'db' | 'now'>, userId: string, set: PreviewSetRow): Promise<PreviewSet> {
  const renders = new Map(
    (
      await listPreviewRenders(
        deps.db,
        set.items.map((i) => i.renderJobId),
      )
    ).map((r) => [r.id, r]),
  );
  return {
    id: set.id,
    costCredits: set.costCredits,
    previews: set.items.map(({ visualStyle, renderJobId }) => {
      const render = renders.get(renderJobId);
      const done = render?.status === 'completed' && Boolean(render.mediaKey);
      return {
        visualStyle,
        status: render?.status ?? 'failed',
        progress: render?.progress ?? 0,
        videoUrl: done ? `/api/studio/previews/${set.id}/${visualStyle}/media` : null,
      };
    }),
    allowance: await getPreviewAllowance(deps, userId),
  };
}
