import type { StockSearchQuery } from '@common/contracts/stock-media';

export const stockMediaKeys = {
  availability: ['/api/stock-media'] as const,
  credits: (ids: readonly string[]) => ['/api/stock-media/credits', ...ids] as const,
  search: (query: StockSearchQuery) => ['/api/stock-media/search', query.q, query.kind, query.page] as const,
};
