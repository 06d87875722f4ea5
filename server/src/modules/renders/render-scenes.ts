import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RenderTimeline } from '../../providers/video/index';
import type { RenderDeps } from './render-deps';
import type { RenderAttempt, RenderedScenes, RenderPlan } from './render-steps';
import { setProviderRequestId, setRenderProgress } from './repository';

/**
 * The render step: tries the plan's providers in order (the configured one, then the local
 * engine), so a remote failure never loses the job. Today every provider makes the whole video,
 * so this yields one segment holding every scene; a per-scene engine yields one segment per
 * scene (or run of scenes), in order, and `assemble` joins them.
 */
export async function renderScenes(deps: Pick<RenderDeps, 'db' | 'logger'>, attempt: RenderAttempt, plan: RenderPlan): Promise<RenderedScenes> {
  const { job, signal, now } = attempt;
  const outputPath = path.join(attempt.scratchDir, 'output.mp4');
  let lastError: unknown;
  for (const provider of plan.providers) {
    let timeline: RenderTimeline | null = null;
    try {
      await provider.render(plan.spec, {
        outputPath,
        signal,
        resumeRequestId: provider.name === job.provider ? job.providerRequestId : null,
        saveRequestId: (id) => setProviderRequestId(deps.db, job.id, id),
        reportProgress: (percent) => setRenderProgress(deps.db, job.id, Math.max(1, Math.min(99, Math.round(percent))), now()),
        reportTimeline: (reported) => void (timeline = reported),
      });
      await stat(outputPath);
      return { engine: provider.name, timeline, segments: [outputPath] };
    } catch (error) {
      if (signal.aborted) throw error;
      lastError = error;
      deps.logger.warn({ err: error, jobId: job.id, provider: provider.name }, 'video provider failed; trying the next one');
    }
  }
  throw lastError;
}
