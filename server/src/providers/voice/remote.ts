import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { MediaTools } from '../media-tools/index';
import { createElevenLabsVoiceProvider } from './elevenlabs/index';
import { createOpenAiVoiceProvider } from './openai/index';
import type { VoiceProvider } from './voice-provider';
import { withVoiceFallback } from './with-fallback';

/**
 * The remote speech engine TTS_PROVIDER names, behind `fallback` when one is given (ADR 028);
 * null for `espeak`, which the embedded adapter serves. `createVoiceProvider(config, mediaTools)` calls this
 * with the embedded adapter as the fallback.
 */
export function createRemoteVoiceProvider(
  config: Config,
  mediaTools: MediaTools,
  options: { fallback?: VoiceProvider; logger?: Pick<Logger, 'warn'> } = {},
): VoiceProvider | null {
  const common = { timeoutMs: config.TTS_TIMEOUT_MS, mediaTools };
  let remote: VoiceProvider | null = null;
  if (config.TTS_PROVIDER === 'openai') {
    remote = createOpenAiVoiceProvider({ ...common, baseUrl: config.OPENAI_TTS_BASE_URL, apiKey: config.OPENAI_TTS_API_KEY, model: config.OPENAI_TTS_MODEL });
  } else if (config.TTS_PROVIDER === 'elevenlabs' && config.ELEVENLABS_API_KEY) {
    remote = createElevenLabsVoiceProvider({
      ...common,
      baseUrl: config.ELEVENLABS_BASE_URL,
      apiKey: config.ELEVENLABS_API_KEY,
      model: config.ELEVENLABS_MODEL,
    });
  }
  if (!remote) return null;
  return options.fallback ? withVoiceFallback(remote, options.fallback, { logger: options.logger }) : remote;
}
