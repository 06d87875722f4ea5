import type { BrandKitResponse } from '@common/contracts/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/brand-kit: the creator's one brand kit, or null before they save one. */
export const getBrandKit = () => apiJson<BrandKitResponse>('GET', '/api/brand-kit');

export const brandKitQueryOptions = () => queryOptions({ queryKey: ['/api/brand-kit'], queryFn: getBrandKit });

export function useBrandKit() {
  return useQuery(brandKitQueryOptions());
}
