import type { StockImportRequest, StockMedia } from '@common/contracts/stock-media';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** POST /api/stock-media/import: the server downloads the item once and answers the stored copy. */
export const importStock = (request: StockImportRequest) => apiJson<StockMedia>('POST', '/api/stock-media/import', request);

export function useImportStock() {
  return useMutation({ mutationFn: importStock });
}
