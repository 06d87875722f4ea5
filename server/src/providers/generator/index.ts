import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { GeneratorDefinition, GeneratorWriterName } from './generator';
import { createOpenAiGenerator, type LlmGenerator } from './openai-generator';

export type { GeneratorDefinition, GeneratorWriterName } from './generator';
export { pick } from './generator';
export { seededRandom } from '@common/rules/seeded-random';

export type Generated<O> = { output: O; writer: GeneratorWriterName };

/** What the creator tools call: the configured model, or the templates; each result says who wrote it. */
export type StructuredGeneration = {
  readonly preferred: GeneratorWriterName;
  generate<I, O>(definition: GeneratorDefinition<I, O>, input: I, options: { seed: number; signal?: AbortSignal }): Promise<Generated<O>>;
};

function fromTemplate<I, O>(definition: GeneratorDefinition<I, O>, input: I, seed: number): Generated<O> {
  // the template is held to the same schema as the model (a template bug is a 500, not bad copy)
  return { output: definition.output.parse(definition.template(input, seed)), writer: 'template' };
}

/** Tries the model; on any failure but the caller's own abort, logs why and answers from the template. */
export function withTemplateFallback(llm: LlmGenerator, logger: Logger): StructuredGeneration {
  return {
    preferred: 'llm',
    async generate(definition, input, { seed, signal }) {
      try {
        return { output: await llm.generate(definition, input, signal), writer: 'llm' };
      } catch (error) {
        if (signal?.aborted) throw error;
        logger.warn({ generator: definition.name, reason: (error as Error).message }, 'generator failed; the template answered instead');
        return fromTemplate(definition, input, seed);
      }
    },
  };
}

/** The same configuration as the script writer: `LLM_BASE_URL` set → the model, with the templates as fallback. */
export function createStructuredGeneration(config: Config, logger: Logger): StructuredGeneration {
  if (!config.LLM_BASE_URL) {
    return { preferred: 'template', generate: async (definition, input, { seed }) => fromTemplate(definition, input, seed) };
  }
  const llm = createOpenAiGenerator({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS });
  return withTemplateFallback(llm, logger);
}
