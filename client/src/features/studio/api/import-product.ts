import type { ProductImportRequest, ProductImportResponse } from '@common/contracts/product-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { mediaQueryOptions } from '@/features/media';

/** POST /api/studio/product-import: a product card, its images stored as the creator's uploads, and a brand kit proposal. */
export const importProduct = (request: ProductImportRequest) => apiJson<ProductImportResponse>('POST', '/api/studio/product-import', request);

export function useImportProduct() {
  const queryClient = useQueryClient();
  // the imported images are new uploads: the media list (and its usage) must show them
  return useMutation({ mutationFn: importProduct, onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryOptions().queryKey }) });
}
