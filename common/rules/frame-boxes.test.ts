import { boxesOverlap, insideSafeArea, type FrameBox } from './frame-boxes';

const box = (x: number, y: number, width: number, height: number): FrameBox => ({ kind: 'text', x, y, width, height });

describe('frame boxes', () => {
  it('overlap only when they share area, not when they touch', () => {
    expect(boxesOverlap(box(0, 0, 10, 10), box(5, 5, 10, 10))).toBe(true);
    expect(boxesOverlap(box(0, 0, 10, 10), box(10, 0, 10, 10))).toBe(false);
    expect(boxesOverlap(box(0, 0, 10, 10), box(0, 11, 10, 10))).toBe(false);
  });

  it('are inside the safe area only within every margin', () => {
    const frame = { width: 100, height: 200 };
    const safe = { top: 10, right: 20, bottom: 30, left: 5 };
    expect(insideSafeArea(box(5, 10, 75, 160), frame, safe)).toBe(true);
    expect(insideSafeArea(box(5, 10, 76, 160), frame, safe)).toBe(false);
    expect(insideSafeArea(box(4, 10, 10, 10), frame, safe)).toBe(false);
    expect(insideSafeArea(box(5, 10, 10, 161), frame, safe)).toBe(false);
  });
});
