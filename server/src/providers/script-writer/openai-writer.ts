import { z } from 'zod';
import { TONES } from '@common/catalog/tones';
import { VISUAL_STYLES } from '@common/catalog/visual-styles';
import { SCRIPT_LIMITS, scenesSchema, type Scene, type ScriptRequest } from '@common/contracts/script';
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

/** The parts of a chat-completions answer this adapter reads. */
const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The scenes as the model wrote them; `scenesSchema` judges them once ids and seconds are set. */
const answerSchema = z.object({
  scenes: z.array(z.record(z.string(), z.unknown())).min(1),
});

/** The model's text without a Markdown code fence around it. */
function unfenced(content: string): string {
  const fenced = /^\s*```[\w-]*\s*\n?([\s\S]*?)\n?\s*```\s*$/.exec(content);
  return fenced ? fenced[1]! : content;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
    .join('; ');
}

/** Reads the scenes out of one chat-completions answer; throws `ScriptWriterError` on anything off. */
export function scenesFromCompletion(body: unknown, durationSeconds: number): Scene[] {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw new ScriptWriterError(`the LLM answer is not a chat completion (${describeIssues(completion.error)})`);
  let json: unknown;
  try {
    json = JSON.parse(unfenced(completion.data.choices[0]!.message.content));
  } catch {
    throw new ScriptWriterError('the LLM answered with malformed JSON');
  }
  const answer = answerSchema.safeParse(json);
  if (!answer.success) throw new ScriptWriterError(`the LLM answer has no scenes (${describeIssues(answer.error)})`);
  const raw = answer.data.scenes;
  if (raw.length > Math.min(SCRIPT_LIMITS.scenesMax, durationSeconds)) {
    throw new ScriptWriterError(`the LLM wrote ${raw.length} scenes for ${durationSeconds} seconds`);
  }
  const seconds = fitDurations(raw.map((scene) => scene.durationSeconds), durationSeconds);
  const scenes = scenesSchema.safeParse(
    raw.map((scene, i) => ({ id: `scene-${i + 1}`, narration: scene.narration, visual: scene.visual, durationSeconds: seconds[i] })),
  );
  if (!scenes.success) throw new ScriptWriterError(`the LLM scenes are invalid (${describeIssues(scenes.error)})`);
  return scenes.data;
}

function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** The refusal of a non-2xx answer; a rate limit says when it may be asked again. */
function httpError(response: Response): ScriptWriterError {
  const retryAfter = response.headers.get('retry-after');
  const kind = response.status === 429 ? 'rate limited' : response.status >= 500 ? 'failing' : 'refusing';
  return new ScriptWriterError(`the LLM endpoint is ${kind} (HTTP ${response.status}${retryAfter ? `, retry after ${retryAfter}` : ''})`);
}

/**
 * An adapter for any OpenAI-compatible chat-completions endpoint (OpenAI, OpenRouter, Ollama,
 * vLLM): one request in JSON mode, no retries (the caller falls back instead), and the whole
 * exchange bounded by `timeoutMs` as well as by the caller's signal.
 */
export function createOpenAiScriptWriter(options: OpenAiScriptWriterOptions): ScriptWriter {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  return {
    name: 'llm',
    async write(request, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const body = JSON.stringify({
        model: options.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(request) },
        ],
        response_format: { type: 'json_object' },
        temperature: 0.8,
      });
      try {
        const response = await fetch(url, { method: 'POST', headers, body, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
        if (!response.ok) {
          await response.body?.cancel();
          throw httpError(response);
        }
        const text = await response.text();
        let completion: unknown;
        try {
          completion = JSON.parse(text);
        } catch {
          throw new ScriptWriterError('the LLM endpoint answered with something other than JSON');
        }
        return scenesFromCompletion(completion, request.durationSeconds);
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (timeout.aborted) throw new ScriptWriterError(`the LLM endpoint did not answer within ${options.timeoutMs} ms`);
        if (error instanceof ScriptWriterError) throw error;
        throw new ScriptWriterError(`the LLM endpoint could not be reached (${networkCause(error)})`);
      }
    },
  };
}
