import type { StockAvailability } from '@common/contracts/stock-media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { stockMediaKeys } from './stock-media-keys';

/** GET /api/stock-media: whether this server has a stock library key (the option is hidden without one). */
export const getStockAvailability = () => apiJson<StockAvailability>('GET', '/api/stock-media');

export const stockAvailabilityQueryOptions = () =>
  queryOptions({ queryKey: stockMediaKeys.availability, queryFn: getStockAvailability, staleTime: 5 * 60_000 });

export function useStockAvailability() {
  return useQuery(stockAvailabilityQueryOptions());
}
