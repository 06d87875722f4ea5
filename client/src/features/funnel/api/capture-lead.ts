import type { LeadCaptureRequest } from '@common/contracts/funnel';
import { sendRequest } from '@/lib/api-client';

/** POST /api/leads/capture (the exit-intent modal); true when the lead was taken. */
export async function captureLead(body: LeadCaptureRequest): Promise<boolean> {
  try {
    const response = await sendRequest('POST', '/api/leads/capture', body);
    return response.ok;
  } catch {
    return false;
  }
}
