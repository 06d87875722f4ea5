import { VOICE_IDS, VOICES, type VoiceId, type VoiceLanguage } from '@common/catalog/voices';
import { RECORDING_MAX_SECONDS, RECORDING_MESSAGES } from '@common/contracts/media';
import type { Scene } from '@common/contracts/script';
import type { OwnVoiceSettings } from '@common/contracts/studio';
import { detectScriptLanguage } from '@common/rules/script-language';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findOwnedRecording } from '../media/service';

/** A render's voice as stored: a synthetic voice, or the creator's recording aligned against one. */
export type RenderVoice = { voiceId: VoiceId; speed: number; recordingId?: string | null };

/**
 * The synthetic voice a recording is aligned against (docs/decisions/066): it is never heard, so
 * any plan may use it; it must speak the script's language (picked, else detected, else English)
 * for its phonemes to resemble the creator's.
 */
export function alignmentVoiceFor(language: VoiceLanguage | undefined, scenes: readonly Scene[]): VoiceId {
  const detected = detectScriptLanguage(scenes.map((s) => s.narration).join(' '))?.voiceLanguage ?? null;
  const wanted = language ?? detected ?? 'en';
  return VOICE_IDS.find((id) => VOICES[id].language === wanted) ?? 'ava-en';
}

/**
 * "My own voice", checked before anything is paid: the recording is the creator's (another's id
 * or a deleted one is a 400 with a message, not a silent video) and no longer than a video may be.
 */
export async function checkOwnVoice(db: Database, userId: string, recordingId: string): Promise<void> {
  const row = await findOwnedRecording({ db }, userId, recordingId);
  if (!row) throw new AppError('BAD_REQUEST', RECORDING_MESSAGES.notFound, { recordingId });
  if ((row.durationSeconds ?? 0) > RECORDING_MAX_SECONDS + 0.05) throw new AppError('BAD_REQUEST', RECORDING_MESSAGES.tooLong, { recordingId });
}

/** The request's own-voice choice as the render stores it. */
export function ownRenderVoice(voice: OwnVoiceSettings, scenes: readonly Scene[]): RenderVoice {
  return { voiceId: alignmentVoiceFor(voice.language, scenes), speed: 1, recordingId: voice.recordingId };
}
