import type { VoiceId } from '@common/catalog/voices';
import type { VoiceProvider } from './voice-provider';

/**
 * How long a voice takes to say a text, measured by synthesising it (issue 27, docs/decisions/062):
 * the script writer fits narration to a video's length with it, the editor shows it, and the voice
 * check refuses with it. A synthesis costs a few hundred milliseconds, so every answer is kept
 * (per text, voice and speed; the oldest are forgotten past `maxEntries`) and a text asked twice at
 * once is synthesised once.
 */
export type NarrationTimer = {
  /** Seconds of speech (0 for a text with nothing to say). */
  seconds(text: string, voiceId: VoiceId, speed: number, signal?: AbortSignal): Promise<number>;
};

export function createNarrationTimer(provider: VoiceProvider, options: { maxEntries?: number } = {}): NarrationTimer {
  const maxEntries = options.maxEntries ?? 5000;
  const known = new Map<string, Promise<number>>();
  return {
    seconds(text, voiceId, speed, signal) {
      const said = text.replace(/\s+/g, ' ').trim();
      if (!/[\p{L}\p{N}]/u.test(said)) return Promise.resolve(0);
      // eSpeak's rate is whole words a minute: speeds that round to the same rate are the same speech
      const key = `${voiceId}|${speed.toFixed(2)}|${said}`;
      const cached = known.get(key);
      if (cached) {
        known.delete(key);
        known.set(key, cached);
        return cached;
      }
      const measured = provider.synthesize({ text: said, voiceId, speed, signal }).then((speech) => speech.durationMs / 1000);
      known.set(key, measured);
      measured.catch(() => known.delete(key));
      if (known.size > maxEntries) known.delete(known.keys().next().value!);
      return measured;
    },
  };
}
