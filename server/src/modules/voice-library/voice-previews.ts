import { VOICE_LANGUAGES, VOICE_IDS, VOICE_SPEED, VOICES, type VoiceId } from '@common/catalog/voices';
import { canUseVoice } from '@common/rules/voice';
import { previewLineOf, voicePreviewUrl, type VoiceLibraryResponse } from '@common/contracts/voice-library';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MediaStorage } from '../../providers/storage/index';
import { VoiceError, type VoiceProvider } from '../../providers/voice/index';
import { getEntitlements } from '../billing/service';

export type VoiceLibraryDeps = {
  db: Database;
  storage: MediaStorage;
  now: () => Date;
  /** The configured speech engine (a remote one has eSpeak NG behind it as its fallback). */
  voice: VoiceProvider;
};

/** Every catalogue voice, and whether the user's plan (decided here, from billing) unlocks it. */
export async function listLibraryVoices(deps: VoiceLibraryDeps, userId: string): Promise<VoiceLibraryResponse> {
  const { plan } = await getEntitlements({ db: deps.db, userId, now: deps.now() });
  return {
    plan,
    voices: VOICE_IDS.map((id) => {
      const voice = VOICES[id];
      return {
        id,
        name: voice.name,
        language: voice.language,
        languageName: VOICE_LANGUAGES[voice.language],
        gender: voice.gender,
        character: voice.character,
        minPlan: voice.minPlan,
        isUnlocked: canUseVoice(plan, id),
        previewUrl: voicePreviewUrl(id),
      };
    }),
  };
}

const previewKey = (engine: string, id: VoiceId) => `voice-previews/${engine}/${id}.wav`;

/** One synthesis per key at a time in this process: two first clicks share one engine call. */
const inFlight = new Map<string, Promise<string>>();

async function speakPreview(voice: VoiceProvider, id: VoiceId) {
  try {
    return await voice.synthesize({ text: previewLineOf(id), voiceId: id, speed: VOICE_SPEED.default, signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    // a remote engine with no fallback behind it: a 503 with a message, not a 500
    if (error instanceof VoiceError) throw new AppError('SERVICE_UNAVAILABLE', 'This voice preview cannot be made right now. Please try again later.');
    throw error;
  }
}

async function synthesizePreview(deps: VoiceLibraryDeps, id: VoiceId): Promise<string> {
  const speech = await speakPreview(deps.voice, id);
  const key = previewKey(speech.engine, id);
  const file = path.join(os.tmpdir(), `reelwright-preview-${randomBytes(6).toString('hex')}.wav`);
  try {
    await writeFile(file, speech.wav);
    await deps.storage.putFile(key, file, 'audio/wav');
  } finally {
    await rm(file, { force: true });
  }
  return key;
}

/**
 * The storage key of a voice's preview, synthesised once per voice and engine and kept in media
 * storage (ADR 028): later clicks, here or on another instance, read the stored file. When a
 * remote engine failed and the fallback spoke, the file is kept under the fallback's name, so the
 * remote engine is asked again next time rather than its key holding another engine's voice.
 */
export async function getVoicePreviewKey(deps: VoiceLibraryDeps, id: VoiceId): Promise<string> {
  const cached = previewKey(deps.voice.name, id);
  if (await deps.storage.stat(cached)) return cached;
  const pending = inFlight.get(cached) ?? synthesizePreview(deps, id).finally(() => inFlight.delete(cached));
  inFlight.set(cached, pending);
  return pending;
}
