import type { BrandKitInput, BrandKitResponse } from '@common/contracts/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { brandKitQueryOptions } from './get-brand-kit';

/** PUT /api/brand-kit: logo (one of the creator's images), two colours, a shipped font. */
export const saveBrandKit = (input: BrandKitInput) => apiJson<BrandKitResponse>('PUT', '/api/brand-kit', input);

export function useSaveBrandKit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBrandKit, onSuccess: (saved) => queryClient.setQueryData(brandKitQueryOptions().queryKey, saved) });
}
