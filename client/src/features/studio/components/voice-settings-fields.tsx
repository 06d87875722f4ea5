import { CAPTION_STYLES, CAPTION_STYLE_IDS, type CaptionStyleId } from '@common/catalog/caption-styles';
import { PLANS } from '@common/catalog/plans';
import { VOICES, VOICE_IDS, VOICE_LANGUAGES, VOICE_LANGUAGE_IDS, VOICE_SPEED, type VoiceId, type VoiceLanguage } from '@common/catalog/voices';
import { estimateNarrationSeconds } from '@common/rules/voice';
import type { MediaAsset } from '@common/contracts/media';
import { VOICE_SETTINGS_COPY as COPY } from '@/content/studio-copy';
import { OwnVoiceRecorder } from '@/features/media';

/**
 * What the creator chose for the voice-over: a synthetic voice (`voiceId`), their own voice
 * (`own`, with the recording once it is uploaded) or none (neither).
 */
export type VoiceChoice = {
  language: VoiceLanguage;
  voiceId: VoiceId | null;
  speed: number;
  captionStyle: CaptionStyleId | null;
  own?: { recording: MediaAsset | null } | null;
};
export const NO_VOICE: VoiceChoice = { language: 'en', voiceId: null, speed: VOICE_SPEED.default, captionStyle: null, own: null };

/** True when the video will be spoken (a synthetic voice, or the creator's own recording). */
export const isVoiced = (value: VoiceChoice) => Boolean(value.voiceId || value.own?.recording);

/** The request's `voice`: the synthetic choice, the creator's recording, or null. */
export function voiceRequestOf(value: VoiceChoice) {
  if (value.own) return value.own.recording ? { kind: 'own' as const, recordingId: value.own.recording.id, language: value.language } : null;
  return value.voiceId ? { voiceId: value.voiceId, speed: value.speed, language: value.language } : null;
}

const selectClasses =
  'w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none disabled:opacity-60';

/** Voice (or none), speed and language, and the caption style: the settings panel's voice-over fields. */
export function VoiceSettingsFields({ value, onChange, narrations }: { value: VoiceChoice; onChange(next: VoiceChoice): void; narrations: string[] }) {
  const voices = VOICE_IDS.filter((id) => VOICES[id].language === value.language);
  const estimate = value.voiceId && narrations.some(Boolean) ? estimateNarrationSeconds(narrations, value.speed) : null;
  const speaks = Boolean(value.voiceId || value.own);
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
              onChange({ ...value, language, voiceId, captionStyle: voiceId || value.own ? value.captionStyle : null });
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
            value={value.own ? 'own' : (value.voiceId ?? '')}
            onChange={(e) => {
              if (e.target.value === 'own') {
                onChange({ ...value, voiceId: null, own: value.own ?? { recording: null }, captionStyle: value.captionStyle ?? 'bold-pop' });
                return;
              }
              const voiceId = (e.target.value || null) as VoiceId | null;
              onChange({ ...value, voiceId, own: null, captionStyle: voiceId ? (value.captionStyle ?? 'bold-pop') : null });
            }}
          >
            <option value="">{COPY.noVoice}</option>
            <option value="own">{COPY.ownVoice}</option>
            <optgroup label={COPY.syntheticGroup}>
              {voices.map((id) => (
                <option key={id} value={id}>
                  {`${VOICES[id].name} (${VOICES[id].gender}), ${VOICES[id].character}${VOICES[id].minPlan === 'free' ? '' : COPY.planNote(PLANS[VOICES[id].minPlan].names.pricing)}`}
                </option>
              ))}
            </optgroup>
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
            disabled={!speaks}
            aria-describedby={speaks ? undefined : 'video-captions-hint'}
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
      {speaks ? null : (
        <p id="video-captions-hint" className="text-xs text-ink-muted">
          {COPY.captionsNeedVoice}
        </p>
      )}
      {value.own ? <OwnVoiceRecorder recording={value.own.recording} onRecording={(recording) => onChange({ ...value, own: { recording } })} /> : null}
      {value.own ? null : (
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
      )}
      {estimate !== null ? <p className="text-xs text-ink-muted">{COPY.narrationEstimate(estimate)}</p> : null}
    </fieldset>
  );
}
