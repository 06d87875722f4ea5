import type { GenerateResponse, GeneratorId, GeneratorInput } from '@common/contracts/creator-tools';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/creator-tools/generate/{tool}: one generator's output (the model's, or the templates'). */
export const generate = <G extends GeneratorId>(tool: G, input: GeneratorInput<G>) =>
  apiJson<GenerateResponse<G>>('POST', `/api/creator-tools/generate/${tool}`, input);

export function useGenerate<G extends GeneratorId>(tool: G) {
  return useMutation({ mutationFn: (input: GeneratorInput<G>) => generate(tool, input) });
}
