import { CAPTION_SAFE_AREA, CAPTION_STYLES, type CaptionStyleId } from '@common/catalog/caption-styles';
import { boxesOverlap, insideSafeArea, type FrameBox, type SafeArea } from '@common/rules/frame-boxes';

/** A rectangle in frame pixels. */
export type Rect = { x: number; y: number; width: number; height: number };

/**
 * The engine's own safe area per ratio (the caption catalogue's margins, which keep clear of the
 * platforms' buttons and bars); a ratio the catalogue lacks gets margins from its shape. A
 * platform preset may pass stricter margins (issue 28).
 */
export function engineSafeArea(frame: { width: number; height: number; aspectRatio: string }): SafeArea {
  const known = (CAPTION_SAFE_AREA as Record<string, { top: number; bottom: number; left: number; right: number }>)[frame.aspectRatio];
  const portrait = frame.height > frame.width * 1.1;
  const margins = known ?? (portrait ? { top: 0.1, bottom: 0.18, left: 0.07, right: 0.1 } : { top: 0.08, bottom: 0.12, left: 0.08, right: 0.08 });
  return {
    top: Math.round(frame.height * margins.top),
    bottom: Math.round(frame.height * margins.bottom),
    left: Math.round(frame.width * margins.left),
    right: Math.round(frame.width * margins.right),
  };
}

/** Each edge's wider margin of two (the engine's own and a platform's): where a layout may draw for both. */
export function widerMargins(a: SafeArea, b: SafeArea): SafeArea {
  return { top: Math.max(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom), left: Math.max(a.left, b.left) };
}

export function safeRect(frame: { width: number; height: number }, safe: SafeArea): Rect {
  return { x: safe.left, y: safe.top, width: frame.width - safe.left - safe.right, height: frame.height - safe.top - safe.bottom };
}

/**
 * The band any caption of this style can occupy (captions.ts lays a phrase out in at most two
 * lines, starting at this size and shrinking, at the style's position inside the same margins),
 * so the layouts can keep their words out of it before a single phrase is known.
 */
export function captionBand(styleId: CaptionStyleId, frame: { width: number; height: number; aspectRatio: string }): FrameBox {
  const style = CAPTION_STYLES[styleId];
  const known = (CAPTION_SAFE_AREA as Record<string, { top: number; bottom: number; left: number; right: number }>)[frame.aspectRatio];
  const safe = known ?? CAPTION_SAFE_AREA[frame.height > frame.width ? '9:16' : '16:9'];
  const unit = Math.min(frame.width, frame.height) / 720;
  const size = Math.round((style.font === 'Anton' ? 66 : 54) * unit);
  const pad = Math.round(size * (style.box ? 0.45 : 0.18));
  const bandHeight = Math.ceil(2 * size * 1.2 + pad * 2);
  const top = frame.height * safe.top;
  const bottom = frame.height * (1 - safe.bottom);
  const y =
    style.position === 'top'
      ? top
      : style.position === 'bottom'
        ? bottom - bandHeight
        : Math.min(bottom - bandHeight, Math.max(top, frame.height * 0.64 - bandHeight / 2));
  // whole pixels, never past the engine's own margins (the same fractions, rounded)
  const margins = engineSafeArea(frame);
  const x = Math.max(margins.left, Math.floor(frame.width * safe.left));
  const right = Math.min(frame.width - margins.right, Math.ceil(frame.width * (1 - safe.right)));
  const y0 = Math.max(margins.top, Math.floor(y));
  const y1 = Math.min(frame.height - margins.bottom, Math.ceil(y + bandHeight));
  return { kind: 'caption', x, y: y0, width: right - x, height: y1 - y0 };
}

/** Where a layout may put its words, pictures and buttons: the safe area, less the caption band and a gap. */
export function contentArea(safe: Rect, band: FrameBox | null, gap: number): Rect {
  if (!band) return safe;
  const above = band.y - gap - safe.y;
  const below = safe.y + safe.height - (band.y + band.height + gap);
  return above >= below
    ? { x: safe.x, y: safe.y, width: safe.width, height: Math.max(0, above) }
    : { x: safe.x, y: band.y + band.height + gap, width: safe.width, height: Math.max(0, below) };
}

const contains = (outer: FrameBox, inner: FrameBox) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

const GUARDED = new Set<FrameBox['kind']>(['caption', 'headline', 'cta', 'text']);

/**
 * What is wrong with a frame's boxes: a box outside the safe area, or two boxes that collide where
 * one of them is words or a button (a caption, headline, CTA or text). Empty when the frame is clean.
 */
export function frameProblems(boxes: readonly FrameBox[], frame: { width: number; height: number }, safe: SafeArea): string[] {
  const problems: string[] = [];
  for (const box of boxes) if (box.kind !== 'watermark' && !insideSafeArea(box, frame, safe)) problems.push(`${box.kind} outside the safe area`);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (!boxesOverlap(a, b) || !(GUARDED.has(a.kind) || GUARDED.has(b.kind))) continue;
      // words on their own panel or button are one thing; a caption is never inside anything
      const nested = a.kind !== 'caption' && b.kind !== 'caption' && (contains(a, b) || contains(b, a));
      if (!nested) problems.push(`${a.kind} overlaps ${b.kind}`);
    }
  }
  return problems;
}
