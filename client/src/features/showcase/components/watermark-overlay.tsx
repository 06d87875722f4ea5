/**
 * The free-plan watermark over a player; it links home, as the landing's copy promises. `top`
 * keeps it clear of a player's own controls.
 */
export function WatermarkOverlay({ at = 'bottom' }: { at?: 'top' | 'bottom' }) {
  return (
    <a
      href="/"
      className={`absolute right-3 ${at === 'top' ? 'top-3' : 'bottom-3'} rounded-full bg-black/70 px-3 py-1 text-xs font-semibold text-white hover:bg-black/85`}
      aria-label="Made with Reelwright (free plan) — go to the home page"
    >
      Made with Reelwright
    </a>
  );
}
