import type { Logger } from '../../logger';
import type { VoiceProvider } from './voice-provider';

/**
 * A remote engine with the embedded one behind it (ADR 028): any failure of the primary (401, 429,
 * 5xx, a timeout, audio that does not decode) is logged as a warning and the fallback speaks
 * instead, so a render never fails for a remote voice; the Speech's `engine` says who really
 * spoke. Only the caller's own cancellation is passed on as it is.
 */
export function withVoiceFallback(primary: VoiceProvider, fallback: VoiceProvider, options: { logger?: Pick<Logger, 'warn'> } = {}): VoiceProvider {
  return {
    name: primary.name,
    async synthesize(request) {
      try {
        return await primary.synthesize(request);
      } catch (error) {
        if (request.signal?.aborted) throw error;
        options.logger?.warn(
          { engine: primary.name, fallback: fallback.name, voiceId: request.voiceId, reason: (error as Error).message },
          'speech engine failed; falling back',
        );
        return fallback.synthesize(request);
      }
    },
  };
}
