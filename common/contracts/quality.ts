import { z } from 'zod';

/**
 * The quality report of a render (issue 28, docs/decisions/064): every check with the value it
 * measured and its verdict. `fail` marks a hard failure (the render is failed and refunded),
 * `warning` a soft finding with what to change, `not-measured` a check this render could not run
 * (and why, in `value`).
 */
export const QUALITY_STATUSES = ['pass', 'warning', 'fail', 'not-measured'] as const;
export type QualityStatus = (typeof QUALITY_STATUSES)[number];

export const QUALITY_CHECKS = {
  container: 'Container',
  'video-codec': 'Video codec',
  'pixel-format': 'Pixel format',
  faststart: 'Plays while downloading (faststart)',
  keyframes: 'Keyframe interval',
  'frame-rate': 'Frame rate',
  duration: 'Duration',
  audio: 'Audio track',
  loudness: 'Loudness',
  'true-peak': 'True peak',
  'black-frames': 'Black frames',
  'frozen-frames': 'Frozen frames',
  'voice-silence': 'Silence under the voice',
  hook: 'Hook on screen',
  'caption-contrast': 'Caption contrast',
  'safe-zone': 'Safe zones',
} as const;
export type QualityCheckId = keyof typeof QUALITY_CHECKS;
const checkIds = Object.keys(QUALITY_CHECKS) as [QualityCheckId, ...QualityCheckId[]];

export const qualityCheckSchema = z.object({
  id: z.enum(checkIds),
  label: z.string(),
  /** What was measured, in words a creator reads ("h264 (High)", "−14.2 LUFS", "none"). */
  value: z.string(),
  status: z.enum(QUALITY_STATUSES),
  /** What to change, for a warning or a failure; null when there is nothing to do. */
  advice: z.string().nullable(),
});
export type QualityCheck = z.infer<typeof qualityCheckSchema>;

export const qualityReportSchema = z.object({
  checkedAt: z.iso.datetime(),
  /** The worst status of any check (not-measured counts as a pass). */
  verdict: z.enum(['pass', 'warning', 'fail']),
  /** The delivered picture as probed; null when the file could not be read. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  durationSeconds: z.number().nullable(),
  checks: z.array(qualityCheckSchema),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;
