import type { Scene, ScriptRequest } from '@common/contracts/script';

/** Who wrote a script: the built-in template engine or an LLM endpoint. */
export type ScriptWriterName = 'template' | 'llm';

/**
 * The script-writer port: turns the video settings into scenes that pass `scenesSchema`, whose
 * `durationSeconds` sum to `request.durationSeconds`. An adapter throws `ScriptWriterError` when
 * it cannot; the caller's `signal` aborting rejects with the abort reason.
 */
export type ScriptWriter = {
  name: ScriptWriterName;
  write(request: ScriptRequest, signal?: AbortSignal): Promise<Scene[]>;
};

/** An adapter could not write a script (endpoint down, rate limited, timed out, bad answer). */
export class ScriptWriterError extends Error {
  override name = 'ScriptWriterError';
}
