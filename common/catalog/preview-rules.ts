/**
 * Style previews before paying (issue 29, docs/decisions/067): the script's first seconds, small and
 * at a low frame rate, without voice or mastering, in up to `maxStyles` styles side by side. A
 * creator's first `freeSetsPerDay` sets of a UTC day are free; each further set costs `setCost`
 * credits, a fraction of one render (`RENDER_COST_CREDITS`).
 */
export const PREVIEW_RULES = {
  shortSide: 360,
  fps: 12,
  seconds: 6,
  maxStyles: 4,
  freeSetsPerDay: 3,
  setCost: 1,
} as const;

/** CSV batches (issue 29): at most this many rows (variants) in one file; each row costs one render. */
export const BATCH_RULES = { maxRows: 100, maxCsvBytes: 512 * 1024 } as const;

/** A preview's frame: the ratio at `shortSide` pixels on its short side (even numbers, as H.264 needs). */
export function previewOutput(ratio: { width: number; height: number }): { width: number; height: number; fps: number } {
  const unit = PREVIEW_RULES.shortSide / Math.min(ratio.width, ratio.height);
  const even = (n: number) => Math.round(n / 2) * 2;
  return { width: even(ratio.width * unit), height: even(ratio.height * unit), fps: PREVIEW_RULES.fps };
}
