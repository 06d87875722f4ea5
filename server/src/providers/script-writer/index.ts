import type { Scene, ScriptRequest } from '@common/contracts/script';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createOpenAiScriptWriter } from './openai-writer';
import type { ScriptWriter, ScriptWriterName } from './script-writer';
import { templateScriptWriter } from './template-writer';

export type { ScriptWriter, ScriptWriterName } from './script-writer';
export { writeTemplateScenes } from './template-writer';
// how the engine's own template reads a prompt (product, benefits), for the creator tools' generators
export { benefitsOf, productOf } from '../video/local/script-writer';

/** A script and the writer that really made it (`template` after an LLM failure); fits `ScriptResponse`. */
export type WrittenScript = { scenes: Scene[]; writer: ScriptWriterName };

/** What the studio calls. `preferred` is the configured writer; each result says who wrote it. */
export type ScriptWriting = {
  readonly preferred: ScriptWriterName;
  writeScript(request: ScriptRequest, signal?: AbortSignal): Promise<WrittenScript>;
};

async function writeWith(writer: ScriptWriter, request: ScriptRequest, signal?: AbortSignal): Promise<WrittenScript> {
  return { scenes: await writer.write(request, signal), writer: writer.name };
}

/**
 * Tries `primary`, and on any failure logs a warning and answers with the template writer. Only
 * the caller's own abort is passed on: a request that went away needs no script.
 */
export function withTemplateFallback(primary: ScriptWriter, logger: Logger): ScriptWriting {
  return {
    preferred: primary.name,
    async writeScript(request, signal) {
      try {
        return await writeWith(primary, request, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn({ writer: primary.name, reason: (error as Error).message }, 'script writer failed; the template writer answered instead');
        return writeWith(templateScriptWriter, request);
      }
    },
  };
}

/**
 * Configuration picks the writer: the template engine by default, an OpenAI-compatible endpoint
 * when `LLM_BASE_URL` is set (with the template engine as its fallback).
 */
export function createScriptWriter(config: Config, logger: Logger): ScriptWriting {
  if (!config.LLM_BASE_URL) {
    return { preferred: templateScriptWriter.name, writeScript: (request, signal) => writeWith(templateScriptWriter, request, signal) };
  }
  const llm = createOpenAiScriptWriter({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS });
  return withTemplateFallback(llm, logger);
}
