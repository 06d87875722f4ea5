import type { VoiceId } from '@common/catalog/voices';
import { createEspeakVoiceProvider } from '../src/providers/voice/espeak/espeak-provider';
import type { SpokenWord } from '../src/providers/voice/voice-provider';
import { encodeWav, parseWav } from '../src/providers/voice/wav';

/**
 * A voice-over whose every word's time is known exactly (issue 29, acceptance 3): each word is
 * said on its own by eSpeak NG in another voice and at another speed than the aligner's reference,
 * and the words are joined with chosen silences (longer between scenes, uneven within them, as a
 * person speaks). The truth is where each word's own clip has its sound, plus where it was put.
 */
export async function knownRecording(
  scenes: string[],
  options: { voiceId?: VoiceId; speed?: number; leadMs?: number; gapsMs?: number[]; sceneGapMs?: number } = {},
): Promise<{ wav: Buffer; words: SpokenWord[]; durationMs: number }> {
  const voice = createEspeakVoiceProvider();
  const gaps = options.gapsMs ?? [90, 220, 140, 300, 60, 180];
  const chunks: Int16Array[] = [];
  const words: SpokenWord[] = [];
  let sampleRate = 0;
  let at = 0;
  const silence = (ms: number) => {
    const samples = new Int16Array(Math.round((ms / 1000) * (sampleRate || 22_050)));
    chunks.push(samples);
    at += samples.length;
  };
  silence(options.leadMs ?? 400);
  let n = 0;
  for (const [s, scene] of scenes.entries()) {
    if (s > 0) silence(options.sceneGapMs ?? 550);
    const tokens = scene.split(/\s+/).filter(Boolean);
    for (const [k, token] of tokens.entries()) {
      if (k > 0) silence(gaps[n++ % gaps.length]!);
      const speech = await voice.synthesize({ text: token, voiceId: options.voiceId ?? 'max-en', speed: options.speed ?? 0.85 });
      const pcm = parseWav(speech.wav);
      sampleRate ||= pcm.sampleRate;
      const spoken = speech.words[0]!;
      // only the sound itself: eSpeak's silence around a lone word would hide the chosen gaps
      const from = Math.round((spoken.startMs / 1000) * pcm.sampleRate);
      const to = Math.min(pcm.samples.length, Math.round((spoken.endMs / 1000) * pcm.sampleRate));
      const base = (at / sampleRate) * 1000;
      words.push({ text: token, startMs: Math.round(base), endMs: Math.round(base + ((to - from) / pcm.sampleRate) * 1000) });
      chunks.push(pcm.samples.slice(from, to));
      at += to - from;
    }
  }
  silence(500);
  const samples = new Int16Array(at);
  let offset = 0;
  for (const c of chunks) {
    samples.set(c, offset);
    offset += c.length;
  }
  return { wav: encodeWav({ samples, sampleRate }), words, durationMs: Math.round((at / sampleRate) * 1000) };
}
