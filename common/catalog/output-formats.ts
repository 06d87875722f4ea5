// What size and rate a delivered video has (issue 28, docs/decisions/063): Full HD (1080 pixels
// on the short side) at 30 fps for the paid plans, 720p for free and trial renders and for
// previews. 24 fps stays as a choice. The render request may name a platform preset
// (platform-presets.ts), which fixes the aspect ratio; the plan fixes the resolution.
import { ASPECT_RATIOS, type AspectRatioId } from './aspect-ratios';
import { PLATFORM_PRESETS, type PlatformPresetId } from './platform-presets';
import type { PlanId } from './plans';

export const FRAME_RATES = [30, 24] as const;
export type FrameRate = (typeof FRAME_RATES)[number];

export type OutputTier = { id: 'full-hd' | 'hd'; name: string; shortSide: number; fps: FrameRate };

export const OUTPUT_TIERS = {
  'full-hd': { id: 'full-hd', name: 'Full HD (1080p)', shortSide: 1080, fps: 30 },
  // the engine's rate before issue 28: a free render costs the machine what it did
  hd: { id: 'hd', name: 'HD (720p)', shortSide: 720, fps: 24 },
} as const satisfies Record<string, OutputTier>;

/** Which tier each plan delivers; previews are always `hd`. */
export const PLAN_OUTPUT_TIER: Record<PlanId, keyof typeof OUTPUT_TIERS> = {
  free: 'hd',
  trial: 'hd',
  pro: 'full-hd',
  business: 'full-hd',
  enterprise: 'full-hd',
};

/** A delivered frame: its size in pixels and its rate. */
export type OutputFormat = { width: number; height: number; fps: FrameRate };

/** The frame size of a ratio at a short side (even numbers: H.264's 4:2:0 needs them). */
export function sizeForRatio(aspectRatio: AspectRatioId, shortSide: number): { width: number; height: number } {
  const { width, height } = ASPECT_RATIOS[aspectRatio];
  const unit = shortSide / Math.min(width, height);
  const even = (n: number) => Math.round(n / 2) * 2;
  return { width: even(width * unit), height: even(height * unit) };
}

/**
 * The size and rate a render is delivered at: the plan's tier (720p for a preview whatever the
 * plan) at the ratio, at the creator's chosen rate or the tier's. 1080×1920, 1080×1350,
 * 1080×1080 and 1920×1080 on a paid plan; 720×1280 … 1280×720 on free and trial.
 */
export function deliveredFormat(options: {
  plan: PlanId;
  aspectRatio: AspectRatioId;
  presetId?: PlatformPresetId | null;
  fps?: FrameRate | null;
  preview?: boolean;
}): OutputFormat {
  const tier = OUTPUT_TIERS[options.preview ? 'hd' : PLAN_OUTPUT_TIER[options.plan]];
  // a preset's rate is a ceiling (every one asks 30): a 720p tier keeps its cheaper 24
  const presetFps = options.presetId ? PLATFORM_PRESETS[options.presetId].fps : tier.fps;
  return { ...sizeForRatio(options.aspectRatio, tier.shortSide), fps: options.fps ?? (Math.min(tier.fps, presetFps) as FrameRate) };
}
