import type { VoiceId } from '@common/catalog/voices';
import { z } from 'zod';
import { alignWords } from '../align-words';
import type { MediaTools } from '../../media-tools/index';
import { durationMsOf, samplesOf, SPEECH_SAMPLE_RATE, wavFromPcm } from '../pcm-wav';
import { postForAudio, VoiceError } from '../speech-http';
import type { SpokenWord, VoiceProvider } from '../voice-provider';

export type ElevenLabsVoiceOptions = {
  /** https://api.elevenlabs.io unless a test points it at a loopback server. */
  baseUrl: string;
  apiKey: string;
  /** A multilingual model, so every catalogue language is spoken. */
  model: string;
  timeoutMs: number;
  /** Decodes what the service answers (MP3, a streaming WAV…) to PCM. */
  mediaTools: Pick<MediaTools, 'decodeToPcm'>;
};

/** Each catalogue voice as one of ElevenLabs' premade voices (same gender; multilingual model). */
export const ELEVENLABS_VOICES: Record<VoiceId, string> = {
  'ava-en': '21m00Tcm4TlvDq8ikWAM', // Rachel
  'max-en': 'pNInz6obpgDQGcFmaJgB', // Adam
  'olivia-en-gb': 'Xb7hH8MSUJpSbSDYk0k2', // Alice
  'lucia-es': 'EXAVITQu4vr4xnSDxMaL', // Sarah
  'mateo-es': 'TxGEqnHWrfWFTfGW9XjX', // Josh
  'camille-fr': 'XB0fDUnXU5powFXDhCwa', // Charlotte
  'hugo-fr': 'ErXwobaYiN019PkySvjV', // Antoni
  'lena-de': 'MF3mGyEYCl7XYWbV9V6O', // Elli
  'jonas-de': 'VR6AewLTigWG4xSOukaG', // Arnold
  'beatriz-pt': 'AZnzlk1XvdvUeBnXmlld', // Domi
};

/** ElevenLabs' voice_settings.speed range. */
const SPEED = { min: 0.7, max: 1.2 };

const alignmentSchema = z.object({
  characters: z.array(z.string()),
  character_start_times_seconds: z.array(z.number()),
  character_end_times_seconds: z.array(z.number()),
});
const answerSchema = z.object({ audio_base64: z.string().min(1), alignment: alignmentSchema.nullish(), normalized_alignment: alignmentSchema.nullish() });

/** Character timings → word timings: a word is a run of non-space characters. */
export function wordsFromAlignment(alignment: z.infer<typeof alignmentSchema>): SpokenWord[] {
  const words: SpokenWord[] = [];
  let current: SpokenWord | null = null;
  alignment.characters.forEach((char, i) => {
    const start = Math.round((alignment.character_start_times_seconds[i] ?? 0) * 1000);
    const end = Math.round((alignment.character_end_times_seconds[i] ?? 0) * 1000);
    if (/\s/.test(char)) {
      if (current) words.push(current);
      current = null;
      return;
    }
    if (current) {
      current.text += char;
      current.endMs = Math.max(current.endMs, end);
    } else current = { text: char, startMs: start, endMs: Math.max(start + 1, end) };
  });
  if (current) words.push(current);
  return words.filter((word) => /[\p{L}\p{N}]/u.test(word.text));
}

/** Raw PCM unless the bytes carry a container or MP3 header (a server that ignored output_format). */
function looksEncoded(audio: Buffer): boolean {
  const head = audio.subarray(0, 4).toString('latin1');
  return head.startsWith('RIFF') || head.startsWith('ID3') || head.startsWith('OggS') || (audio[0] === 0xff && (audio[1]! & 0xe0) === 0xe0);
}

/**
 * The ElevenLabs adapter (ADR 028): `POST /v1/text-to-speech/{voice_id}/with-timestamps` asking
 * for 24 kHz PCM, whose character alignment gives the words' timings.
 */
export function createElevenLabsVoiceProvider(options: ElevenLabsVoiceOptions): VoiceProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = { 'content-type': 'application/json', accept: 'application/json', 'xi-api-key': options.apiKey };
  return {
    name: 'elevenlabs',
    async synthesize({ text, voiceId, speed, signal }) {
      const url = `${base}/v1/text-to-speech/${ELEVENLABS_VOICES[voiceId]}/with-timestamps?output_format=pcm_${SPEECH_SAMPLE_RATE}`;
      const body = JSON.stringify({ text, model_id: options.model, voice_settings: { speed: Math.min(SPEED.max, Math.max(SPEED.min, speed)) } });
      const answer = await postForAudio('ElevenLabs', url, { headers, body, timeoutMs: options.timeoutMs, signal });
      let parsed: z.infer<typeof answerSchema>;
      try {
        parsed = answerSchema.parse(JSON.parse(answer.body.toString('utf8')));
      } catch {
        throw new VoiceError('ElevenLabs answered without audio_base64', 'bad-audio');
      }
      const audio = Buffer.from(parsed.audio_base64, 'base64');
      let pcm: Buffer = audio;
      if (looksEncoded(audio)) {
        try {
          pcm = await options.mediaTools.decodeToPcm(audio, { sampleRate: SPEECH_SAMPLE_RATE, signal });
        } catch (error) {
          if (signal?.aborted) throw signal.reason;
          throw new VoiceError(`ElevenLabs answered with audio that does not decode (${(error as Error).message})`, 'bad-audio');
        }
      }
      if (pcm.length < SPEECH_SAMPLE_RATE / 10 || pcm.length % 2 !== 0) throw new VoiceError('ElevenLabs answered with (almost) no audio', 'bad-audio');
      const alignment = parsed.alignment ?? parsed.normalized_alignment;
      const words = alignment && alignment.characters.length > 0 ? wordsFromAlignment(alignment) : alignWords(text, samplesOf(pcm), SPEECH_SAMPLE_RATE);
      return { wav: wavFromPcm(pcm), durationMs: durationMsOf(pcm), words, engine: 'elevenlabs' };
    },
  };
}
