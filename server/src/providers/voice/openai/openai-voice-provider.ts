import type { VoiceId } from '@common/catalog/voices';
import { alignWords } from '../align-words';
import type { MediaTools } from '../../media-tools/index';
import { durationMsOf, samplesOf, SPEECH_SAMPLE_RATE, wavFromPcm } from '../pcm-wav';
import { postForAudio, VoiceError } from '../speech-http';
import type { VoiceProvider } from '../voice-provider';

export type OpenAiVoiceOptions = {
  /** e.g. https://api.openai.com/v1, or any OpenAI-compatible server (Kokoro-FastAPI, LocalAI…). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  /** Decodes what the service answers (MP3, a streaming WAV…) to PCM. */
  mediaTools: Pick<MediaTools, 'decodeToPcm'>;
};

/**
 * Each catalogue voice as one of OpenAI's built-in voices (they speak every catalogue language;
 * the catalogue's gender is kept: nova/shimmer/alloy for the women, onyx/echo/fable for the men).
 */
export const OPENAI_VOICES: Record<VoiceId, string> = {
  'ava-en': 'nova',
  'max-en': 'onyx',
  'olivia-en-gb': 'shimmer',
  'lucia-es': 'nova',
  'mateo-es': 'echo',
  'camille-fr': 'shimmer',
  'hugo-fr': 'fable',
  'lena-de': 'alloy',
  'jonas-de': 'onyx',
  'beatriz-pt': 'nova',
};

/**
 * The OpenAI-compatible `POST {base}/audio/speech` adapter (ADR 028). The API gives no word
 * timings, so the words are aligned to the decoded audio afterwards (`align-words.ts`).
 */
export function createOpenAiVoiceProvider(options: OpenAiVoiceOptions): VoiceProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/speech`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'audio/wav' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  return {
    name: 'openai',
    async synthesize({ text, voiceId, speed, signal }) {
      const body = JSON.stringify({ model: options.model, voice: OPENAI_VOICES[voiceId], input: text, speed, response_format: 'wav' });
      const audio = await postForAudio('The OpenAI speech endpoint', url, { headers, body, timeoutMs: options.timeoutMs, signal });
      let pcm: Buffer;
      try {
        pcm = await options.mediaTools.decodeToPcm(audio.body, { sampleRate: SPEECH_SAMPLE_RATE, signal });
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw new VoiceError(`The OpenAI speech endpoint answered with audio that does not decode (${(error as Error).message})`, 'bad-audio');
      }
      if (pcm.length < SPEECH_SAMPLE_RATE / 10) throw new VoiceError('The OpenAI speech endpoint answered with (almost) no audio', 'bad-audio');
      return { wav: wavFromPcm(pcm), durationMs: durationMsOf(pcm), words: alignWords(text, samplesOf(pcm), SPEECH_SAMPLE_RATE), engine: 'openai' };
    },
  };
}
