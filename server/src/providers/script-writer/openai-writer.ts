import { z } from 'zod';
import { TONES } from '@common/catalog/tones';
import { VISUAL_STYLES } from '@common/catalog/visual-styles';
import { SCRIPT_LIMITS, scenesSchema, type Scene, type ScriptRequest } from '@common/contracts/script';
import { createChatCompletions, describeIssues, LlmError } from '../llm/chat-completions';
import { fitDurations } from './durations';
import { ScriptWriterError, type ScriptWriter } from './script-writer';

export type OpenAiScriptWriterOptions = {
  /** e.g. `https://api.openai.com/v1`; the adapter posts to `{baseUrl}/chat/completions`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; omitted when unset (a local Ollama or vLLM needs none). */
  apiKey?: string;
  model: string;
  timeoutMs: number;
};

const SYSTEM_PROMPT = [
  'You write scripts for short video ads. Answer with one JSON object and nothing else:',
  '{"scenes":[{"narration":string,"visual":string,"durationSeconds":integer}]}.',
  'Write 3 to 5 scenes in this order: a hook that stops the scroll, the problem or the main benefit,',
  'proof or a demo, and a call to action.',
  `"narration" is what the scene says on screen and in the voice-over, at most ${SCRIPT_LIMITS.narrationMax} characters.`,
  `"visual" describes what the scene shows, in the given visual style and framed for the given aspect ratio, at most ${SCRIPT_LIMITS.visualMax} characters.`,
  '"durationSeconds" are whole seconds that add up to the requested length.',
  'Use only facts from the description; invent no prices, numbers or testimonials.',
].join(' ');

function userPrompt(request: ScriptRequest): string {
  const tone = TONES[request.tone];
  const style = VISUAL_STYLES[request.visualStyle];
  return [
    `Product description: ${JSON.stringify(request.description)}`,
    `Tone: ${tone.label} (${tone.angle})`,
    `Visual style: ${style.name} (${style.description})`,
    `Aspect ratio: ${request.aspectRatio}`,
    `Length: ${request.durationSeconds} seconds`,
  ].join('\n');
}

/** The scenes as the model wrote them; `scenesSchema` judges them once ids and seconds are set. */
const answerSchema = z.object({
  scenes: z.array(z.record(z.string(), z.unknown())).min(1),
});

/** Reads the scenes out of the model's JSON; throws `ScriptWriterError` on anything off. */
function scenesFromJson(json: unknown, durationSeconds: number): Scene[] {
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new ScriptWriterError(`the LLM answer has no scenes (${describeIssues(answer.error)})`);
  const raw = answer.data.scenes;
  if (raw.length > Math.min(SCRIPT_LIMITS.scenesMax, durationSeconds)) {
    throw new ScriptWriterError(`the LLM wrote ${raw.length} scenes for ${durationSeconds} seconds`);
  }
  const seconds = fitDurations(
    raw.map((scene) => scene.durationSeconds),
    durationSeconds,
  );
  const scenes = scenesSchema.safeParse(
    raw.map((scene, i) => ({ id: `scene-${i + 1}`, narration: scene.narration, visual: scene.visual, durationSeconds: seconds[i] })),
  );
  if (!scenes.success) throw new ScriptWriterError(`the LLM scenes are invalid (${describeIssues(scenes.error)})`);
  return scenes.data;
}

/**
 * An adapter for any OpenAI-compatible chat-completions endpoint (OpenAI, OpenRouter, Ollama,
 * vLLM): one request in JSON mode, no retries (the caller falls back instead), and the whole
 * exchange bounded by `timeoutMs` as well as by the caller's signal.
 */
export function createOpenAiScriptWriter(options: OpenAiScriptWriterOptions): ScriptWriter {
  const ask = createChatCompletions(options);
  return {
    name: 'llm',
    async write(request, signal) {
      let json: unknown;
      try {
        json = await ask({ system: SYSTEM_PROMPT, user: userPrompt(request), temperature: 0.8 }, signal);
      } catch (error) {
        throw error instanceof LlmError ? new ScriptWriterError(error.message) : error;
      }
      return scenesFromJson(json, request.durationSeconds);
    },
  };
}
