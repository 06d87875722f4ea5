import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { TONE_LIST } from '@common/catalog/tones';
import { VISUAL_STYLE_LIST } from '@common/catalog/visual-styles';
import type { DraftInput } from '@common/contracts/studio';
import { VIDEO_LENGTHS } from '@common/catalog/video-lengths';
import { renderCostCredits } from '@common/catalog/plans';
import { DEMO_LIMITS, VIDEO_LIMITS } from '@common/contracts/video';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { VIDEO_MAKER_COPY as COPY } from '@/content/studio-copy';
import { ASPECT_LABELS } from '../lib/video-labels';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { VoiceSettingsFields, type VoiceChoice } from './voice-settings-fields';

const STYLE_CHOICES = VISUAL_STYLE_LIST.map((s) => ({ value: s.id, label: `${s.icon} ${s.name}`, hint: s.description }));
const ASPECT_CHOICES = ASPECT_RATIO_IDS.map((ratio) => ({ value: ratio, label: ASPECT_LABELS[ratio] }));
const TONE_CHOICES = TONE_LIST.map((tone) => ({ value: tone.id, label: tone.label, hint: tone.angle }));

type VideoSettingsPanelProps = {
  draft: DraftInput;
  onChange(change: Partial<DraftInput>): void;
  descriptionError?: string;
  /** The voice-over and captions (not part of the saved draft). */
  voice?: { value: VoiceChoice; onChange(next: VoiceChoice): void };
};

/** The video settings panel: description, visual style (all 13), aspect ratio, length, tone, voice-over and captions. */
export function VideoSettingsPanel({ draft, onChange, descriptionError, voice }: VideoSettingsPanelProps) {
  const count = draft.description.length;
  return (
    <div className="grid gap-6">
      <FormField
        id="video-description"
        label={COPY.descriptionLabel}
        error={descriptionError}
        labelEnd={
          <span className={count > DEMO_LIMITS.promptMax ? 'text-xs text-danger' : 'text-xs text-ink-subtle'} aria-live="polite">
            {count}/{DEMO_LIMITS.promptMax}
          </span>
        }
      >
        <textarea
          {...fieldErrorProps('video-description', descriptionError)}
          value={draft.description}
          onChange={(e) => onChange({ description: e.target.value })}
          maxLength={DEMO_LIMITS.promptMax}
          rows={3}
          placeholder={COPY.descriptionPlaceholder}
          className="w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-subtle focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
        />
        <p className="text-xs text-ink-muted">{COPY.descriptionHint}</p>
      </FormField>

      <ChoiceGroup
        name="visual-style"
        legend={COPY.styleLegend}
        value={draft.visualStyle}
        choices={STYLE_CHOICES}
        onChange={(visualStyle) => onChange({ visualStyle })}
        columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      />

      <div className="grid gap-6 sm:grid-cols-2">
        <ChoiceGroup
          name="aspect-ratio"
          legend={COPY.aspectLegend}
          value={draft.aspectRatio}
          choices={ASPECT_CHOICES}
          onChange={(aspectRatio) => onChange({ aspectRatio })}
          columns="grid-cols-3 sm:grid-cols-1 lg:grid-cols-3"
        />
        <FormField
          id="video-length"
          label={COPY.lengthLabel}
          labelEnd={
            <output htmlFor="video-length" className="text-sm font-semibold text-ink">
              {COPY.lengthWithCost(draft.durationSeconds, renderCostCredits({ durationSeconds: draft.durationSeconds }))}
            </output>
          }
        >
          <input
            id="video-length"
            type="range"
            min={VIDEO_LIMITS.durationMin}
            max={VIDEO_LIMITS.durationMax}
            step={1}
            value={draft.durationSeconds}
            onChange={(e) => onChange({ durationSeconds: Number(e.target.value) })}
            aria-valuetext={COPY.lengthValue(draft.durationSeconds)}
            className="w-full accent-primary"
          />
          {/* the lengths the catalogue prices, one click each (issue 27) */}
          <div className="grid grid-cols-2 gap-1 xl:grid-cols-4" role="group" aria-label={COPY.lengthPresets}>
            {VIDEO_LENGTHS.map((length) => (
              <button
                key={length.seconds}
                type="button"
                aria-pressed={draft.durationSeconds === length.seconds}
                onClick={() => onChange({ durationSeconds: length.seconds })}
                className={`rounded-control border px-1 py-1 text-xs focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none ${
                  draft.durationSeconds === length.seconds ? 'border-primary bg-primary/10 font-semibold text-ink' : 'border-border bg-surface text-ink-muted hover:bg-surface-muted'
                }`}
              >
                {COPY.lengthPreset(length.seconds, length.credits)}
              </button>
            ))}
          </div>
        </FormField>
      </div>

      <ChoiceGroup name="tone" legend={COPY.toneLegend} value={draft.tone} choices={TONE_CHOICES} onChange={(tone) => onChange({ tone })} />

      {voice ? <VoiceSettingsFields value={voice.value} onChange={voice.onChange} narrations={draft.scenes.map((s) => s.narration)} /> : null}
    </div>
  );
}
