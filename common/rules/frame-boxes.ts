// The box report of one frame (issues 27 and 28, docs/decisions/059): every text, image, logo and
// button the engine draws, as a rectangle in the frame's pixels. The engine checks captions,
// headline and CTA never overlap and stay inside the safe area; a platform preset's safe zones are
// checked against the same boxes, and the video page draws them as an overlay.

export type FrameBoxKind = 'caption' | 'headline' | 'cta' | 'logo' | 'image' | 'text' | 'watermark';
export type FrameBox = { kind: FrameBoxKind; x: number; y: number; width: number; height: number };
/** Margins in pixels from each edge of the frame; what lies outside them may be covered by a platform's buttons. */
export type SafeArea = { top: number; right: number; bottom: number; left: number };

export function boxesOverlap(a: FrameBox, b: FrameBox): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function insideSafeArea(box: FrameBox, frame: { width: number; height: number }, safe: SafeArea): boolean {
  return box.x >= safe.left && box.y >= safe.top && box.x + box.width <= frame.width - safe.right && box.y + box.height <= frame.height - safe.bottom;
}
