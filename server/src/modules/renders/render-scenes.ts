import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenderedSegment, RenderTimeline } from '../../providers/video/index';
import type { BoxReport } from '@common/rules/safe-zones';
import type { RenderDeps } from './render-deps';
import type { RenderAttempt, RenderedScenes, RenderPlan } from './render-steps';
import { setProviderRequestId, setRenderProgress, setRenderSegments } from './repository';
import { segmentFolderOf, storageSegmentCache } from './segment-cache';

/**
 * The render step: tries the plan's providers in order (the configured one, then the local
 * engine), so a remote failure never loses the job. Today every provider makes the whole video,
 * so this yields one segment holding every scene; a per-scene engine yields one segment per
 * scene (or run of scenes), in order, and `assemble` joins them. The local engine keeps its
 * scenes' segments in media storage under the video and reuses the unchanged ones, so an edit
 * re-render encodes only what changed; which scenes it encoded is stored with the job and logged.
 */
export async function renderScenes(deps: Pick<RenderDeps, 'db' | 'logger' | 'storage'>, attempt: RenderAttempt, plan: RenderPlan): Promise<RenderedScenes> {
  const { job, signal, now } = attempt;
  const outputPath = path.join(attempt.scratchDir, 'output.mp4');
  let lastError: unknown;
  for (const provider of plan.providers) {
    let timeline: RenderTimeline | null = null;
    let segments: RenderedSegment[] | null = null;
    let boxReport: BoxReport | null = null;
    try {
      await provider.render(plan.spec, {
        outputPath,
        signal,
        resumeRequestId: provider.name === job.provider ? job.providerRequestId : null,
        saveRequestId: (id) => setProviderRequestId(deps.db, job.id, id),
        reportProgress: (percent) => setRenderProgress(deps.db, job.id, Math.max(1, Math.min(99, Math.round(percent))), now()),
        reportTimeline: (reported) => void (timeline = reported),
        segmentCache: storageSegmentCache(deps.storage, segmentFolderOf(job)),
        reportSegments: (reported) => void (segments = reported),
        reportBoxes: (reported) => void (boxReport = reported),
      });
      await stat(outputPath);
      if (segments) await recordSegments(deps, job.id, segments);
      return { engine: provider.name, timeline, segments: [outputPath], boxReport };
    } catch (error) {
      if (signal.aborted) throw error;
      lastError = error;
      deps.logger.warn({ err: error, jobId: job.id, provider: provider.name }, 'video provider failed; trying the next one');
    }
  }
  throw lastError;
}

async function recordSegments(deps: Pick<RenderDeps, 'db' | 'logger'>, jobId: string, segments: RenderedSegment[]): Promise<void> {
  await setRenderSegments(deps.db, jobId, segments);
  const encodedScenes = [...new Set(segments.filter((s) => s.encoded && s.part === 'scene').map((s) => s.scene))];
  const reused = segments.filter((s) => !s.encoded).length;
  deps.logger.info({ jobId, encodedScenes, reusedSegments: reused, segments: segments.length }, 'scene segments rendered');
}
