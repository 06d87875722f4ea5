import type { Config } from '../../config';
import { createEspeakVoiceProvider } from './espeak/espeak-provider';
import type { VoiceProvider } from './voice-provider';

export type { VoiceProvider } from './voice-provider';

/**
 * The speech engine for this installation: the embedded eSpeak NG today. The remote engines
 * (OpenAI-compatible, ElevenLabs) are chosen here by TTS_PROVIDER and wrapped with the eSpeak NG
 * fallback (with-fallback.ts) when they are wired in.
 */
export function createVoiceProvider(config: Config): VoiceProvider {
  void config;
  return createEspeakVoiceProvider();
}
