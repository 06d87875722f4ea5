import type { z } from 'zod';

/**
 * A structured generator (ADR 023): what the model is asked for (`systemPrompt`, `userPrompt`),
 * the zod schema its answer must pass (`output`, shared with the API contract), and a
 * deterministic `template` that answers when no model is configured or the model fails. The
 * template is seeded, so two requests differ but a test with a fixed seed is reproducible.
 */
export type GeneratorDefinition<I, O> = {
  name: string;
  output: z.ZodType<O>;
  systemPrompt: string;
  /** The creator's input as data: every free text goes in JSON-quoted, never as instructions. */
  userPrompt(input: I): string;
  template(input: I, seed: number): O;
};

export type GeneratorWriterName = 'template' | 'llm';

/** An adapter could not generate (endpoint down, timed out, malformed or schema-violating answer). */
export class GeneratorError extends Error {
  override name = 'GeneratorError';
}

/** One of `options`, picked by `random`. */
export function pick<T>(random: () => number, options: readonly T[]): T {
  return options[Math.floor(random() * options.length)]!;
}
