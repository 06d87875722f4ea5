/** The warp path: for every reference frame, the first and last recording frame it was matched to. */
export type WarpPath = { firstOf: Int32Array; lastOf: Int32Array; meanDistance: number };

function distance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += (a[k]! - b[k]!) ** 2;
  return Math.sqrt(sum);
}

/**
 * Dynamic time warping of a reference (the synthetic voice) onto a recording: the cheapest
 * monotonic path from the first frames to the last, with the symmetric step weights (a diagonal
 * step counts its distance twice, so a path gains nothing by zig-zagging). The search keeps to a
 * band around the straight line between the ends, wide enough for a creator who speaks half or
 * twice as fast in places; the costs are kept a row at a time and the steps in one byte a cell.
 */
export function warp(reference: Float32Array[], recording: Float32Array[]): WarpPath {
  const n = reference.length;
  const m = recording.length;
  if (n === 0 || m === 0) throw new Error('Nothing to align');
  const band = Math.max(40, Math.round(0.35 * Math.max(n, m)), Math.abs(n - m) + 40);
  const steps = new Uint8Array(n * m); // 0 none, 1 diagonal, 2 from the previous reference frame, 3 from the previous recording frame
  let previous = new Float64Array(m).fill(Infinity);
  let current = new Float64Array(m).fill(Infinity);
  for (let i = 0; i < n; i++) {
    current.fill(Infinity);
    const centre = (i * (m - 1)) / Math.max(1, n - 1);
    const from = Math.max(0, Math.floor(centre - band));
    const to = Math.min(m - 1, Math.ceil(centre + band));
    for (let j = from; j <= to; j++) {
      const d = distance(reference[i]!, recording[j]!);
      if (i === 0 && j === 0) {
        current[0] = d;
        continue;
      }
      const diagonal = i > 0 && j > 0 ? previous[j - 1]! + 2 * d : Infinity;
      const up = i > 0 ? previous[j]! + d : Infinity;
      const left = j > 0 ? current[j - 1]! + d : Infinity;
      if (diagonal <= up && diagonal <= left) {
        current[j] = diagonal;
        steps[i * m + j] = 1;
      } else if (up <= left) {
        current[j] = up;
        steps[i * m + j] = 2;
      } else {
        current[j] = left;
        steps[i * m + j] = 3;
      }
    }
    [previous, current] = [current, previous];
  }
  const firstOf = new Int32Array(n).fill(-1);
  const lastOf = new Int32Array(n).fill(-1);
  let i = n - 1;
  let j = m - 1;
  let total = 0;
  let length = 0;
  for (;;) {
    if (lastOf[i] === -1) lastOf[i] = j;
    firstOf[i] = j;
    total += distance(reference[i]!, recording[j]!);
    length++;
    const step = steps[i * m + j];
    if (i === 0 && j === 0) break;
    if (step === 1) {
      i--;
      j--;
    } else if (step === 2) i--;
    else if (step === 3) j--;
    else break; // outside the band: cannot happen with the band above, stop rather than loop
  }
  return { firstOf, lastOf, meanDistance: total / length };
}

/** The mean distance between frames matched at random: what a path of no alignment at all costs. */
export function chanceDistance(reference: Float32Array[], recording: Float32Array[]): number {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let total = 0;
  const samples = 2000;
  for (let s = 0; s < samples; s++) total += distance(reference[Math.floor(next() * reference.length)]!, recording[Math.floor(next() * recording.length)]!);
  return total / samples;
}
