/** Spec section 4 "Watermark": free or trial, case-insensitive, or forced by the show flag. */
export function showsWatermark(creatorPlan: string | null | undefined, showWatermark = false): boolean {
  if (showWatermark) return true;
  const plan = (creatorPlan ?? 'free').toLowerCase();
  return plan === 'free' || plan === 'trial';
}
