import { CAPTION_STYLES, CAPTION_STYLE_IDS, type CaptionStyleId } from '@common/catalog/caption-styles';
import { PLANS } from '@common/catalog/plans';
import { VOICES, VOICE_IDS, VOICE_LANGUAGES, VOICE_LANGUAGE_IDS, VOICE_SPEED, type VoiceId, type VoiceLanguage } from '@common/catalog/voices';
import { estimateNarrationSeconds } from '@common/rules/voice';
import { VOICE_SETTINGS_COPY as COPY } from '@/content/studio-copy';

/** What the creator chose for the voice-over: no voice is `voiceId: null`. */
export type VoiceChoice = { language: VoiceLanguage; voiceId: VoiceId | null; speed: number; captionStyle: CaptionStyleId | null };
export const NO_VOICE: VoiceChoice = { language: 'en', voiceId: null, speed: VOICE_SPEED.default, captionStyle: null };

const selectClasses =
  'w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none disabled:opacity-60';

/** Voice (or none), speed and language, and the caption style: the settings panel's voice-over fields. */
export function VoiceSettingsFields({ value, onChange, narrations }: { value: VoiceChoice; onChange(next: VoiceChoice): void; narrations: string[] }) {
  const voices = VOICE_IDS.filter((id) => VOICES[id].language === value.language);
  const estimate = value.voiceId && narrations.some(Boolean) ? estimateNarrationSeconds(narrations, value.speed) : null;
  return (
    <fieldset className="grid gap-4" data-testid="voice-settings">
      <legend className="mb-2 text-sm font-semibold text-ink">{COPY.legend}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1">
          <label className="text-sm font-medium text-ink" htmlFor="video-language">
            {COPY.languageLabel}
          </label>
          <select
            id="video-language"
            className={selectClasses}
            value={value.language}
            onChange={(e) => {
              const language = e.target.value as VoiceLanguage;
              // a voice of another language cannot stay chosen
              const voiceId = value.voiceId && VOICES[value.voiceId].language === language ? value.voiceId : null;
              onChange({ ...value, language, voiceId, captionStyle: voiceId ? value.captionStyle : null });
            }}
          >
            {VOICE_LANGUAGE_IDS.map((id) => (
              <option key={id} value={id}>
                {VOICE_LANGUAGES[id]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label className="text-sm font-medium text-ink" htmlFor="video-voice">
            {COPY.voiceLabel}
          </label>
          <select
            id="video-voice"
            className={selectClasses}
            value={value.voiceId ?? ''}
            onChange={(e) => {
              const voiceId = (e.target.value || null) as VoiceId | null;
              onChange({ ...value, voiceId, captionStyle: voiceId ? (value.captionStyle ?? 'bold-pop') : null });
            }}
          >
            <option value="">{COPY.noVoice}</option>
            {voices.map((id) => (
              <option key={id} value={id}>
                {`${VOICES[id].name} (${VOICES[id].gender}), ${VOICES[id].character}${VOICES[id].minPlan === 'free' ? '' : COPY.planNote(PLANS[VOICES[id].minPlan].names.pricing)}`}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label className="text-sm font-medium text-ink" htmlFor="video-captions">
            {COPY.captionsLabel}
          </label>
          <select
            id="video-captions"
            className={selectClasses}
            value={value.captionStyle ?? ''}
            disabled={!value.voiceId}
            aria-describedby={value.voiceId ? undefined : 'video-captions-hint'}
            onChange={(e) => onChange({ ...value, captionStyle: (e.target.value || null) as CaptionStyleId | null })}
          >
            <option value="">{COPY.noCaptions}</option>
            {CAPTION_STYLE_IDS.map((id) => (
              <option key={id} value={id}>
                {`${CAPTION_STYLES[id].name}: ${CAPTION_STYLES[id].description}`}
              </option>
            ))}
          </select>
        </div>
      </div>
      {value.voiceId ? null : (
        <p id="video-captions-hint" className="text-xs text-ink-muted">
          {COPY.captionsNeedVoice}
        </p>
      )}
      <div className="grid gap-1">
        <div className="flex items-center justify-between text-sm font-medium text-ink">
          <label htmlFor="video-speed">{COPY.speedLabel}</label>
          <output htmlFor="video-speed" className="font-semibold">
            {COPY.speedValue(value.speed)}
          </output>
        </div>
        <input
          id="video-speed"
          type="range"
          min={VOICE_SPEED.min}
          max={VOICE_SPEED.max}
          step={0.05}
          value={value.speed}
          disabled={!value.voiceId}
          onChange={(e) => onChange({ ...value, speed: Number(e.target.value) })}
          aria-valuetext={COPY.speedValue(value.speed)}
          className="w-full accent-primary disabled:opacity-60"
        />
      </div>
      {estimate !== null ? <p className="text-xs text-ink-muted">{COPY.narrationEstimate(estimate)}</p> : null}
    </fieldset>
  );
}
