import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { renderDuration } from '../../observability/metrics';
import type { RenderDeps } from './render-deps';
import { failRender } from './render-outcome';
import { renderSteps, runRenderSteps } from './render-pipeline';
import { RenderRejected } from './render-review';
import type { RenderSteps } from './render-steps';
import { claimRenderJob, findRenderJob } from './repository';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs one attempt of a render job. Safe to run twice or after a crash: it reloads the row,
 * skips a finished job, writes the file under a key fixed by the job id (one output file however
 * often it runs) and completes the job in one guarded statement. Throws to ask the queue for a
 * retry with back-off; fails the job for good after the last attempt or when an attempt
 * overruns the time limit. The attempt itself is the pipeline of `render-pipeline.ts`; `steps`
 * replaces some of its steps (tests; a step under trial).
 */
export async function runRender(
  deps: Pick<RenderDeps, 'db' | 'storage' | 'config' | 'logger' | 'mediaTools' | 'providers' | 'now' | 'shutdownSignal'>,
  jobId: string,
  options: { steps?: Partial<RenderSteps> } = {},
): Promise<void> {
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
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-job-'));
  const endTimer = renderDuration.startTimer({ kind: job.kind });
  let outcome: 'completed' | 'failed' | 'retried' | 'interrupted' = 'retried';
  try {
    await runRenderSteps({ ...renderSteps(deps), ...options.steps }, { job, signal, scratchDir, now });
    outcome = 'completed';
  } catch (error) {
    if (deps.shutdownSignal?.aborted) {
      outcome = 'interrupted';
      throw error; // not the job's fault: the queue hands it on
    }
    if (error instanceof RenderRejected) {
      // the same plan would make the same file: no retry, fail and refund now, keeping the report
      outcome = 'failed';
      await failRender(deps, jobId, `The video failed its quality check: ${error.message}`, now(), error.report);
      return;
    }
    if (signal.aborted) {
      outcome = 'failed';
      await failRender(deps, jobId, timeLimitMessage, now());
      return;
    }
    deps.logger.warn({ err: error, jobId, attempt: job.attempts }, 'render attempt failed');
    if (job.attempts >= deps.config.RENDER_MAX_ATTEMPTS) {
      outcome = 'failed';
      await failRender(deps, jobId, `The video could not be rendered: ${describe(error)}`, now());
      return;
    }
    throw error; // the queue retries with back-off
  } finally {
    endTimer({ outcome });
    await rm(scratchDir, { recursive: true, force: true });
  }
}
