import type { PreviewAllowance } from '@common/contracts/previews';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';
import { PREVIEWS_KEY } from './get-previews';

/** GET /api/studio/previews/allowance: what the next preview set costs (0 while free sets are left today). */
export const getPreviewAllowance = () => apiJson<PreviewAllowance>('GET', '/api/studio/previews/allowance');

export function usePreviewAllowance() {
  return useQuery({ queryKey: [...PREVIEWS_KEY, 'allowance'], queryFn: getPreviewAllowance, staleTime: 0 });
}
