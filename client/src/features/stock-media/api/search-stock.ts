import type { StockResult, StockSearchQuery } from '@common/contracts/stock-media';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { stockMediaKeys } from './stock-media-keys';

/** GET /api/stock-media/search?q=&kind=&page=: both libraries' results, interleaved. */
export const searchStock = (query: StockSearchQuery) =>
  apiJson<{ results: StockResult[] }>('GET', `/api/stock-media/search?${new URLSearchParams({ q: query.q, kind: query.kind, page: String(query.page) })}`);

export const stockSearchQueryOptions = (query: StockSearchQuery) =>
  queryOptions({
    queryKey: stockMediaKeys.search(query),
    queryFn: () => searchStock(query),
    enabled: query.q.trim().length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export function useStockSearch(query: StockSearchQuery) {
  return useQuery(stockSearchQueryOptions(query));
}
