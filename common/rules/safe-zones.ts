// The platform safe-zone check (issue 28, docs/decisions/063): before a frame is encoded, every
// box the engine drew (its box report, frame-boxes.ts) is checked against the chosen platform's
// margins (platform-presets.ts). What can move, moves: captions and the headline up out of the
// bottom caption area (or down out of the top), a CTA, logo or text inward; what cannot (a box
// larger than the safe area, a full-frame image, the watermark the plan burns in) is reported.
import { boxesOverlap, insideSafeArea, type FrameBox, type SafeArea } from './frame-boxes';

/** A box the check could not bring inside the safe area, and why. */
export type SafeZoneFinding = { box: FrameBox; reason: 'too-large' | 'fixed' | 'collides' };
export type SafeZoneResult = { boxes: FrameBox[]; moved: number; findings: SafeZoneFinding[] };

// Images fill the frame or a layout's panel: a platform's buttons over a picture hide no words.
// The watermark's corner is the plan's rule, not the layout's.
const FIXED: ReadonlySet<FrameBox['kind']> = new Set(['image', 'watermark']);

/** How far (pixels) a box must move along one axis to sit between `low` and `high`; null if it cannot fit. */
function shiftInto(start: number, size: number, low: number, high: number): number | null {
  if (size > high - low) return null;
  if (start < low) return low - start;
  if (start + size > high) return high - (start + size);
  return 0;
}

/**
 * Keeps the frame's text, logos and buttons inside the platform's safe area. Returns the boxes in
 * their order (moved ones at their new place), how many moved, and a finding for each box that
 * had to stay outside: `too-large` (wider or taller than the safe area), `fixed` (an image or the
 * watermark), `collides` (moving it would put it on another moved or kept text box).
 */
export function fitSafeZones(boxes: readonly FrameBox[], frame: { width: number; height: number }, safe: SafeArea): SafeZoneResult {
  const placed: FrameBox[] = [];
  const findings: SafeZoneFinding[] = [];
  let moved = 0;
  for (const box of boxes) {
    if (insideSafeArea(box, frame, safe)) {
      placed.push(box);
      continue;
    }
    if (FIXED.has(box.kind)) {
      if (box.kind === 'watermark') findings.push({ box, reason: 'fixed' });
      placed.push(box);
      continue;
    }
    const dx = shiftInto(box.x, box.width, safe.left, frame.width - safe.right);
    const dy = shiftInto(box.y, box.height, safe.top, frame.height - safe.bottom);
    if (dx === null || dy === null) {
      findings.push({ box, reason: 'too-large' });
      placed.push(box);
      continue;
    }
    const candidate = { ...box, x: box.x + dx, y: box.y + dy };
    const blocked = placed.some((other) => !FIXED.has(other.kind) && boxesOverlap(candidate, other));
    if (blocked) {
      findings.push({ box, reason: 'collides' });
      placed.push(box);
      continue;
    }
    placed.push(candidate);
    moved++;
  }
  return { boxes: placed, moved, findings };
}

type Edge = keyof SafeArea;
const EDGES: readonly Edge[] = ['bottom', 'top', 'right', 'left'];

/**
 * A render's box report checked against its platform (issue 28 acceptance 2): every caption,
 * headline, CTA, logo and text box the engine drew, where it ended up after the safe-zone check
 * (in the delivered frame's pixels), with the scene it belongs to and how many the check moved.
 */
/** The scene of a box drawn over all of them (the brand kit's corner logo, the plan's watermark). */
export const EVERY_SCENE = -1;

export type BoxReport = {
  presetId: string;
  frame: { width: number; height: number };
  safeArea: SafeArea;
  boxes: (FrameBox & { scene: number })[];
  /** Boxes the check moved out of the platform's margins before they were drawn (captions up, a CTA inward). */
  moved: number;
};

/** How far (pixels) a box reaches into each margin it enters, deepest first; empty when it is inside. */
export function zonesEntered(box: FrameBox, frame: { width: number; height: number }, safe: SafeArea): { edge: Edge; depth: number }[] {
  const depth: Record<Edge, number> = {
    top: safe.top - box.y,
    bottom: box.y + box.height - (frame.height - safe.bottom),
    left: safe.left - box.x,
    right: box.x + box.width - (frame.width - safe.right),
  };
  return EDGES.filter((edge) => depth[edge] > 0.5)
    .map((edge) => ({ edge, depth: Math.round(depth[edge]) }))
    .sort((a, b) => b.depth - a.depth);
}

/** The narrowest gap (pixels) between any box and a margin, and which margin: the measured room left. */
export function nearestMargin(boxes: readonly FrameBox[], frame: { width: number; height: number }, safe: SafeArea): { edge: Edge; gap: number } | null {
  let best: { edge: Edge; gap: number } | null = null;
  for (const box of boxes) {
    const gaps: Record<Edge, number> = {
      top: box.y - safe.top,
      bottom: frame.height - safe.bottom - (box.y + box.height),
      left: box.x - safe.left,
      right: frame.width - safe.right - (box.x + box.width),
    };
    for (const edge of EDGES) if (!best || gaps[edge] < best.gap) best = { edge, gap: Math.round(gaps[edge]) };
  }
  return best;
}
