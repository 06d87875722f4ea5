import { VOICE_SPEED } from '@common/catalog/voices';
import type { Scene, ScriptRequest, ScriptVoice } from '@common/contracts/script';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createEspeakVoiceProvider } from '../voice/espeak/espeak-provider';
import { createNarrationTimer, type NarrationTimer } from '../voice/narration-timer';
import { fitNarration } from './fit-narration';
import { createOpenAiScriptWriter } from './openai-writer';
import type { ScriptWriter, ScriptWriterName } from './script-writer';
import { shortFormsFor, templateScriptWriter } from './template-writer';

export type { ScriptWriter, ScriptWriterName } from './script-writer';
export { writeTemplateScenes } from './template-writer';
// how the engine's own template reads a prompt (product, benefits), for the creator tools' generators
export { benefitsOf, productOf } from '../video/local/script-writer';

export { fitNarration, measureScenes } from './fit-narration';
export type { NarrationTimer } from '../voice/narration-timer';

/** A script and the writer that really made it (`template` after an LLM failure); fits `ScriptResponse`. */
export type WrittenScript = { scenes: Scene[]; writer: ScriptWriterName };

/**
 * What the studio calls. `preferred` is the configured writer; each result says who wrote it.
 * `timer` measures narration with the embedded speech engine (docs/decisions/062).
 */
export type ScriptWriting = {
  readonly preferred: ScriptWriterName;
  readonly timer: NarrationTimer;
  writeScript(request: ScriptRequest, signal?: AbortSignal): Promise<WrittenScript>;
};

/** The voice a script is fitted to when the request names none: the first free voice at its usual speed. */
export const DEFAULT_SCRIPT_VOICE: ScriptVoice = { voiceId: 'ava-en', speed: VOICE_SPEED.default };

/**
 * The writer's scenes, fitted to the video's length as the chosen voice says them (issue 27): a
 * product's own script is never refused by the voice check, which measures the same way.
 */
async function writeWith(writer: ScriptWriter, timer: NarrationTimer, request: ScriptRequest, signal?: AbortSignal): Promise<WrittenScript> {
  const written = await writer.write(request, signal);
  const fitted = await fitNarration(timer, written, {
    voice: request.voice ?? DEFAULT_SCRIPT_VOICE,
    durationSeconds: request.durationSeconds,
    dropScenes: true,
    shortForms: shortFormsFor(request, written),
    signal,
  });
  return { scenes: fitted.scenes.map((scene, i) => ({ ...scene, id: `scene-${i + 1}` })), writer: writer.name };
}

/**
 * Tries `primary`, and on any failure logs a warning and answers with the template writer. Only
 * the caller's own abort is passed on: a request that went away needs no script.
 */
export function withTemplateFallback(primary: ScriptWriter, logger: Logger, timer: NarrationTimer): ScriptWriting {
  return {
    preferred: primary.name,
    timer,
    async writeScript(request, signal) {
      try {
        return await writeWith(primary, timer, request, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn({ writer: primary.name, reason: (error as Error).message }, 'script writer failed; the template writer answered instead');
        return writeWith(templateScriptWriter, timer, request);
      }
    },
  };
}

/**
 * Configuration picks the writer: the template engine by default, an OpenAI-compatible endpoint
 * when `LLM_BASE_URL` is set (with the template engine as its fallback).
 */
export function createScriptWriter(config: Config, logger: Logger, timer: NarrationTimer = createNarrationTimer(createEspeakVoiceProvider())): ScriptWriting {
  if (!config.LLM_BASE_URL) {
    return { preferred: templateScriptWriter.name, timer, writeScript: (request, signal) => writeWith(templateScriptWriter, timer, request, signal) };
  }
  const llm = createOpenAiScriptWriter({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS });
  return withTemplateFallback(llm, logger, timer);
}
