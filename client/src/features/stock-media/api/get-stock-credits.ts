import type { StockCredits } from '@common/contracts/stock-media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { stockMediaKeys } from './stock-media-keys';

/** GET /api/stock-media/credits: who made the stock photos and clips a video uses, and their licence. */
export const getStockCredits = (ids: readonly string[]) =>
  apiJson<StockCredits>('GET', `/api/stock-media/credits?ids=${ids.map(encodeURIComponent).join(',')}`);

export const stockCreditsQueryOptions = (ids: readonly string[]) =>
  queryOptions({ queryKey: stockMediaKeys.credits(ids), queryFn: () => getStockCredits(ids), staleTime: Infinity, enabled: ids.length > 0 });

export function useStockCredits(ids: readonly string[]) {
  return useQuery(stockCreditsQueryOptions(ids));
}
