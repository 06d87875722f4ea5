import { z } from 'zod';

/**
 * One JSON-mode exchange with any OpenAI-compatible chat-completions endpoint (OpenAI, OpenRouter,
 * Ollama, vLLM), shared by the script writer and the structured generators: no retries (callers
 * fall back to their templates instead), bounded by `timeoutMs` as well as by the caller's signal.
 * Every failure is an `LlmError` whose message says what went wrong, never the key.
 */
export type ChatCompletionsOptions = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

export type JsonQuestion = { system: string; user: string; temperature: number };

export class LlmError extends Error {
  override name = 'LlmError';
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

/** The model's text without a Markdown code fence around it. */
function unfenced(content: string): string {
  const fenced = /^\s*```[\w-]*\s*\n?([\s\S]*?)\n?\s*```\s*$/.exec(content);
  return fenced ? fenced[1]! : content;
}

/** The first few problems of a failed parse, for a log line. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
    .join('; ');
}

/** The JSON object inside one chat-completions answer; throws `LlmError` when there is none. */
export function jsonFromCompletion(body: unknown): unknown {
  const completion = completionSchema.safeParse(body);
  if (!completion.success) throw new LlmError(`the LLM answer is not a chat completion (${describeIssues(completion.error)})`);
  try {
    return JSON.parse(unfenced(completion.data.choices[0]!.message.content));
  } catch {
    throw new LlmError('the LLM answered with malformed JSON');
  }
}

function networkCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** The refusal of a non-2xx answer; a rate limit says when it may be asked again. */
function httpError(response: Response): LlmError {
  const retryAfter = response.headers.get('retry-after');
  const kind = response.status === 429 ? 'rate limited' : response.status >= 500 ? 'failing' : 'refusing';
  return new LlmError(`the LLM endpoint is ${kind} (HTTP ${response.status}${retryAfter ? `, retry after ${retryAfter}` : ''})`);
}

/** Asks once and answers the JSON object the model wrote (still to be checked against its schema). */
export function createChatCompletions(options: ChatCompletionsOptions): (question: JsonQuestion, signal?: AbortSignal) => Promise<unknown> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  return async (question, signal) => {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const body = JSON.stringify({
      model: options.model,
      messages: [
        { role: 'system', content: question.system },
        { role: 'user', content: question.user },
      ],
      response_format: { type: 'json_object' },
      temperature: question.temperature,
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
        throw new LlmError('the LLM endpoint answered with something other than JSON');
      }
      return jsonFromCompletion(completion);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (timeout.aborted) throw new LlmError(`the LLM endpoint did not answer within ${options.timeoutMs} ms`);
      if (error instanceof LlmError) throw error;
      throw new LlmError(`the LLM endpoint could not be reached (${networkCause(error)})`);
    }
  };
}
