import type { HookVariantsRequest, HookVariantsResponse } from '@common/contracts/creator-tools';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { invalidateCredits } from '@/features/credits';

/** POST /api/creator-tools/hook-variants: one video per hook, grouped as A/B variants (paid plans). */
export const testHookVariants = (request: HookVariantsRequest) => apiJson<HookVariantsResponse>('POST', '/api/creator-tools/hook-variants', request);

export function useTestHookVariants() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testHookVariants, onSuccess: () => invalidateCredits(queryClient) });
}
