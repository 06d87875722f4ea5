import type { QualityReport } from '@common/contracts/quality';
import type { BoxReport } from '@common/rules/safe-zones';
import type { RenderSpec, RenderTimeline, VideoProvider } from '../../providers/video/index';
import type { RenderJobRow } from './repository';

/** One attempt at one job, as every step sees it: the claimed row, its time limit, its scratch directory. */
export type RenderAttempt = { job: RenderJobRow; signal: AbortSignal; scratchDir: string; now: () => Date };

/** What to make and who may make it: the engine's spec (media as local files) and the providers, in order. */
export type RenderPlan = { spec: RenderSpec; providers: VideoProvider[] };

/**
 * The rendered parts of the video: files in scene order, each holding one or more whole scenes,
 * encoded alike (so they join without re-encoding); which engine made them and the speech's timing.
 */
/** `boxReport`: the boxes the engine drew, against the platform preset (the local engine with a preset; else absent). */
export type RenderedScenes = { engine: string; timeline: RenderTimeline | null; segments: string[]; boxReport?: BoxReport | null };

/** The attempt's video file and what made it; `quality` once the review step has judged it. */
export type RenderedVideo = { engine: string; timeline: RenderTimeline | null; path: string; boxReport?: BoxReport | null; quality?: QualityReport | null };

/**
 * A render attempt as a pipeline: plan → render scenes → assemble → master → review → publish. Each step
 * is one function over the attempt, so a later step (a per-scene segment cache in `renderScenes`,
 * a loudness pass in `master`) changes one step and none of the others.
 */
export type RenderSteps = {
  plan(attempt: RenderAttempt): Promise<RenderPlan>;
  renderScenes(attempt: RenderAttempt, plan: RenderPlan): Promise<RenderedScenes>;
  assemble(attempt: RenderAttempt, rendered: RenderedScenes): Promise<RenderedVideo>;
  master(attempt: RenderAttempt, video: RenderedVideo): Promise<RenderedVideo>;
  /** The quality report (docs/decisions/064): measured, judged against the plan; a hard failure throws `RenderRejected`. */
  review(attempt: RenderAttempt, plan: RenderPlan, video: RenderedVideo): Promise<RenderedVideo>;
  publish(attempt: RenderAttempt, video: RenderedVideo): Promise<void>;
};
