import { ASPECT_RATIO_IDS } from '@common/catalog/aspect-ratios';
import { TONE_LIST } from '@common/catalog/tones';
import { VISUAL_STYLE_LIST } from '@common/catalog/visual-styles';
import type { DraftInput } from '@common/contracts/studio';
import { VIDEO_LENGTHS } from '@common/catalog/video-lengths';
import { DEMO_LIMITS } from '@common/contracts/video';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { VIDEO_MAKER_COPY as COPY } from '@/content/studio-copy';
import { ASPECT_LABELS } from '../lib/video-labels';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { VoiceSettingsFields, type VoiceChoice } from './voice-settings-fields';

const STYLE_CHOICES = VISUAL_STYLE_LIST.map((s) => ({ value: s.id, label: `${s.icon} ${s.name}`, hint: s.description }));
const ASPECT_CHOICES = ASPECT_RATIO_IDS.map((ratio) => ({ value: ratio, label: ASPECT_LABELS[ratio] }));
// the lengths the studio offers, each with its price (the catalogue's: what the server charges)
const LENGTH_CHOICES = VIDEO_LENGTHS.map((l) => ({ value: String(l.seconds), label: COPY.lengthValue(l.seconds), hint: COPY.lengthCost(l.credits) }));
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
        <ChoiceGroup
          name="video-length"
          legend={COPY.lengthLabel}
          value={String(draft.durationSeconds)}
          choices={LENGTH_CHOICES}
          onChange={(seconds) => onChange({ durationSeconds: Number(seconds) })}
          columns="grid-cols-4 sm:grid-cols-2 lg:grid-cols-4"
        />
      </div>

      <ChoiceGroup name="tone" legend={COPY.toneLegend} value={draft.tone} choices={TONE_CHOICES} onChange={(tone) => onChange({ tone })} />

      {voice ? <VoiceSettingsFields value={voice.value} onChange={voice.onChange} narrations={draft.scenes.map((s) => s.narration)} /> : null}
    </div>
  );
}
