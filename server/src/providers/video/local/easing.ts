/** Easing curves for the motion language; all map 0..1 to 0..1 (some overshoot on purpose). */
export const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
export const easeOutCubic = (x: number) => 1 - (1 - clamp01(x)) ** 3;
export function easeOutBack(x: number): number {
  const c1 = 1.70158;
  const c3 = c1 + 1;
  const p = clamp01(x);
  return 1 + c3 * (p - 1) ** 3 + c1 * (p - 1) ** 2;
}
export function easeOutElastic(x: number): number {
  const p = clamp01(x);
  if (p === 0 || p === 1) return p;
  return 2 ** (-10 * p) * Math.sin((p * 10 - 0.75) * ((2 * Math.PI) / 3)) + 1;
}
