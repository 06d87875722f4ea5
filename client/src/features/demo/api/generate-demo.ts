import { DEMO_MESSAGES, type DemoGenerateRequest, type DemoGenerateResponse } from '@common/contracts/video';
import { sendRequest, toApiError } from '@/lib/api-client';

/** POST /api/demo/generate-video: the job id, or an error carrying the server's message (else "Generation failed"). */
export async function generateDemo(request: DemoGenerateRequest): Promise<DemoGenerateResponse> {
  const response = await sendRequest('POST', '/api/demo/generate-video', request);
  if (!response.ok) {
    const error = await toApiError(response);
    if (!error.message || error.message === response.statusText) error.message = DEMO_MESSAGES.generationFailed;
    throw error;
  }
  return (await response.json()) as DemoGenerateResponse;
}
