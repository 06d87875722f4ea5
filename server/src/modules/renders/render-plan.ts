import { ASPECT_RATIOS } from '@common/catalog/aspect-ratios';
import { previewOutput } from '@common/catalog/preview-rules';
import type { RenderSpec } from '../../providers/video/index';
import { resolveRenderBrandKit, resolveRenderProduct, resolveRenderRecording, resolveSceneBackgrounds } from '../media/service';
import { resolveStockMedia } from '../stock-media/service';
import type { RenderDeps } from './render-deps';
import type { RenderAttempt, RenderPlan } from './render-steps';

/**
 * The plan step: the job row as the engine's `RenderSpec`, and the providers that may make it.
 * The engine never sees ids: scene media, the brand kit's logo and the product card's images become files in the attempt's
 * scratch directory. A voiced or captioned video goes to the local engine alone: only it times its
 * scenes to the speech (docs/decisions/026). A style preview is small and slow-framed (the
 * catalogue's `PREVIEW_RULES`) and made by the local engine alone: it must be quick and cost nothing
 * outside (docs/decisions/067).
 */
export async function planRender(deps: Pick<RenderDeps, 'db' | 'storage' | 'providers'>, attempt: RenderAttempt): Promise<RenderPlan> {
  const { job, scratchDir } = attempt;
  const resolveStock = (id: string, workDir: string) => resolveStockMedia({ db: deps.db, storage: deps.storage, workDir }, id);
  const backgrounds = job.scenes
    ? await resolveSceneBackgrounds({ ...deps, resolveStock }, { ownerUserId: job.ownerUserId, scenes: job.scenes, scratchDir })
    : [];
  const spec: RenderSpec = {
    jobId: job.id,
    prompt: job.prompt,
    visualStyle: job.visualStyle,
    aspectRatio: job.aspectRatio,
    durationSeconds: job.durationSeconds,
    watermark: job.watermark,
    scenes: job.scenes?.map((scene, i) => ({ ...scene, background: backgrounds[i] ?? null })) ?? undefined,
    brandKit: await resolveRenderBrandKit(deps, { ownerUserId: job.ownerUserId, brandKit: job.brandKit, scratchDir }),
    voice: job.voiceId
      ? {
          voiceId: job.voiceId,
          speed: job.voiceSpeed ?? 1,
          // the creator's own voice (docs/decisions/066): their recording, as a file beside the render
          ...(job.voiceRecordingId
            ? { recordingPath: await resolveRenderRecording(deps, { ownerUserId: job.ownerUserId, recordingId: job.voiceRecordingId, scratchDir }) }
            : {}),
        }
      : null,
    captions: job.voiceId && job.captionStyle ? { style: job.captionStyle } : null,
    // the size and rate decided when it was asked for (plan + preset); older rows: the engine's 720p
    output: job.output ?? undefined,
    platformPreset: job.platformPreset ?? null,
    product: await resolveRenderProduct(deps, { ownerUserId: job.ownerUserId, product: job.product, scratchDir }),
    ...(job.kind === 'preview' ? { output: previewOutput(ASPECT_RATIOS[job.aspectRatio]), draft: true } : {}),
  };
  const providers = spec.voice || job.kind === 'preview' ? deps.providers.filter((p) => p.name === 'local') : deps.providers;
  return { spec, providers };
}
