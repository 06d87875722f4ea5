import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { MediaTools } from '../media-tools/index';
import { createEspeakVoiceProvider } from './espeak/espeak-provider';
import { createRemoteVoiceProvider } from './remote';
import type { VoiceProvider } from './voice-provider';

export type { VoiceProvider } from './voice-provider';
export { VoiceError } from './speech-http';
export { wordsOf } from './align-words';

/**
 * The speech engine for this installation: the embedded eSpeak NG (the default, offline, no key),
 * or the remote engine TTS_PROVIDER names with eSpeak NG as its fallback (docs/decisions/026, 028).
 */
export function createVoiceProvider(config: Config, mediaTools: MediaTools, options: { logger?: Pick<Logger, 'warn'> } = {}): VoiceProvider {
  const espeak = createEspeakVoiceProvider();
  return createRemoteVoiceProvider(config, mediaTools, { fallback: espeak, logger: options.logger }) ?? espeak;
}
