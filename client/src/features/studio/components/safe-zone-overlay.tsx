import { PLATFORM_PRESETS, type PlatformPresetId } from '@common/catalog/platform-presets';

/**
 * The chosen platform's safe zones over the player (issue 28): the margins its buttons and
 * caption text cover, shaded and striped, from the catalogue's margins. Decorative for sighted
 * viewers (the toggle's label says what it shows), and it lets clicks through to the controls.
 */
export function SafeZoneOverlay({ presetId }: { presetId: PlatformPresetId }) {
  const { width, height, safeArea } = PLATFORM_PRESETS[presetId];
  const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(2)}%`;
  const shade = 'absolute bg-[repeating-linear-gradient(45deg,rgb(220_38_38/0.45)_0_6px,rgb(220_38_38/0.2)_6px_12px)]';
  return (
    <div aria-hidden="true" data-testid="safe-zone-overlay" className="pointer-events-none absolute inset-0">
      <div className={`${shade} inset-x-0 top-0`} style={{ height: pct(safeArea.top, height) }} />
      <div className={`${shade} inset-x-0 bottom-0`} style={{ height: pct(safeArea.bottom, height) }} />
      <div className={`${shade} left-0`} style={{ top: pct(safeArea.top, height), bottom: pct(safeArea.bottom, height), width: pct(safeArea.left, width) }} />
      <div className={`${shade} right-0`} style={{ top: pct(safeArea.top, height), bottom: pct(safeArea.bottom, height), width: pct(safeArea.right, width) }} />
    </div>
  );
}
