import path from 'node:path';
import type { RenderDeps } from './render-deps';
import { planRender } from './render-plan';
import { publishRender } from './render-publish';
import { reviewRender } from './render-review';
import { renderScenes } from './render-scenes';
import type { RenderAttempt, RenderedScenes, RenderedVideo, RenderSteps } from './render-steps';

/** The assemble step: one segment is the video; more are joined in scene order without re-encoding. */
export async function assembleSegments(deps: Pick<RenderDeps, 'mediaTools'>, attempt: RenderAttempt, rendered: RenderedScenes): Promise<RenderedVideo> {
  const { engine, timeline, segments } = rendered;
  const boxReport = rendered.boxReport ?? null;
  if (segments.length === 1) return { engine, timeline, boxReport, path: segments[0]! };
  if (!segments.length) throw new Error('The engine rendered no scenes.');
  const assembled = path.join(attempt.scratchDir, 'assembled.mp4');
  await deps.mediaTools.concatSegments({ segments, outputPath: assembled, signal: attempt.signal });
  return { engine, timeline, boxReport, path: assembled };
}

/** The master step: the video as the engine mixed it (a loudness pass belongs here). */
async function keepMix(_attempt: RenderAttempt, video: RenderedVideo): Promise<RenderedVideo> {
  return video;
}

/** The steps of a render attempt, over the module's dependencies. */
export function renderSteps(deps: Pick<RenderDeps, 'db' | 'storage' | 'logger' | 'mediaTools' | 'providers'>): RenderSteps {
  return {
    plan: (attempt) => planRender(deps, attempt),
    renderScenes: (attempt, plan) => renderScenes(deps, attempt, plan),
    assemble: (attempt, rendered) => assembleSegments(deps, attempt, rendered),
    master: keepMix,
    review: (attempt, plan, video) => reviewRender(deps, attempt, plan, video),
    publish: (attempt, video) => publishRender(deps, attempt, video),
  };
}

/** Runs the steps in order; each step's result is the next one's input. */
export async function runRenderSteps(steps: RenderSteps, attempt: RenderAttempt): Promise<void> {
  const plan = await steps.plan(attempt);
  const rendered = await steps.renderScenes(attempt, plan);
  const assembled = await steps.assemble(attempt, rendered);
  const mastered = await steps.master(attempt, assembled);
  const reviewed = await steps.review(attempt, plan, mastered);
  await steps.publish(attempt, reviewed);
}
