/**
 * Whole seconds for each scene, in proportion to `weights`, summing exactly to `totalSeconds`,
 * each at least 1 (largest remainder; ties go to the earlier scene). Weights that are not
 * positive finite numbers count as 1.
 */
export function fitDurations(weights: readonly unknown[], totalSeconds: number): number[] {
  if (weights.length === 0 || weights.length > totalSeconds) {
    throw new RangeError(`${weights.length} scenes cannot share ${totalSeconds} whole seconds`);
  }
  const clean = weights.map((w) => (typeof w === 'number' && Number.isFinite(w) && w > 0 ? w : 1));
  const sum = clean.reduce((a, b) => a + b, 0);
  const ideal = clean.map((w) => (totalSeconds * w) / sum);
  const seconds = ideal.map((x) => Math.max(1, Math.floor(x)));
  const pick = (score: (i: number) => number, eligible: (i: number) => boolean) => {
    let best = -1;
    for (let i = 0; i < seconds.length; i++) if (eligible(i) && (best < 0 || score(i) > score(best))) best = i;
    return best;
  };
  let missing = totalSeconds - seconds.reduce((a, b) => a + b, 0);
  for (; missing > 0; missing--)
    seconds[
      pick(
        (i) => ideal[i]! - seconds[i]!,
        () => true,
      )
    ]! += 1;
  for (; missing < 0; missing++)
    seconds[
      pick(
        (i) => seconds[i]! - ideal[i]!,
        (i) => seconds[i]! > 1,
      )
    ]! -= 1;
  return seconds;
}
