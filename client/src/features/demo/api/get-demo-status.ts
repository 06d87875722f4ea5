import type { DemoStatusResponse } from '@common/contracts/video';
import { apiRequest } from '@/lib/api-client';

/** GET /api/demo/videos/{jobId}/status */
export async function getDemoStatus(jobId: string): Promise<DemoStatusResponse> {
  const response = await apiRequest('GET', `/api/demo/videos/${encodeURIComponent(jobId)}/status`);
  return (await response.json()) as DemoStatusResponse;
}
