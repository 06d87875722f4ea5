import { PLATFORM_PRESET_IDS, PLATFORM_PRESETS, type PlatformPresetId } from '@common/catalog/platform-presets';
import type { AspectRatio } from '@common/contracts/video';
import { FormField } from '@/components/ui/form-field';
import { VIDEO_MAKER_COPY as COPY } from '@/content/studio-copy';

const NONE = '';

type PlatformPresetFieldProps = {
  value: PlatformPresetId | null;
  /** Picking a platform sets its aspect ratio too (a preset is one frame shape). */
  onChange(next: { preset: PlatformPresetId | null; aspectRatio?: AspectRatio }): void;
};

/** "Made for": the platform the video is posted to; its frame, rate and safe zones come from the catalogue. */
export function PlatformPresetField({ value, onChange }: PlatformPresetFieldProps) {
  return (
    <FormField id="platform-preset" label={COPY.presetLabel}>
      <select
        id="platform-preset"
        value={value ?? NONE}
        onChange={(e) => {
          const id = e.target.value as PlatformPresetId | typeof NONE;
          onChange(id ? { preset: id, aspectRatio: PLATFORM_PRESETS[id].aspectRatio } : { preset: null });
        }}
        className="w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
      >
        <option value={NONE}>{COPY.presetNone}</option>
        {PLATFORM_PRESET_IDS.map((id) => (
          <option key={id} value={id}>
            {COPY.presetOption(PLATFORM_PRESETS[id])}
          </option>
        ))}
      </select>
      <p className="text-xs text-ink-muted">{COPY.presetHint}</p>
    </FormField>
  );
}
