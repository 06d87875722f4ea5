import type { DraftSettings } from '@common/contracts/studio';
import { NO_VOICE, type VoiceChoice } from '../components/voice-settings-fields';

/** The maker's voice panel as a restored draft left it (no settings saved: no voice). */
export function voiceChoiceOf(settings: DraftSettings | undefined): VoiceChoice {
  if (!settings) return NO_VOICE;
  const voice = settings.voice;
  return {
    language: voice?.language ?? settings.language ?? NO_VOICE.language,
    voiceId: voice?.voiceId ?? null,
    speed: voice?.speed ?? NO_VOICE.speed,
    captionStyle: voice && settings.captions ? settings.captions.style : null,
  };
}

/** What the draft keeps of the voice panel and "Apply brand kit" (issue 29: a restored draft renders as it was left). */
export function settingsOf(voice: VoiceChoice, brandKit: boolean, platform?: string | null): DraftSettings {
  return {
    voice: voice.voiceId ? { voiceId: voice.voiceId, speed: voice.speed, language: voice.language } : null,
    language: voice.language,
    captions: voice.voiceId && voice.captionStyle ? { style: voice.captionStyle } : null,
    brandKit,
    ...(platform ? { platform } : {}),
  };
}
