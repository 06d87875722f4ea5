import type { RenderContext, RenderSpec, VideoProvider } from '../video-provider';
import { promptForModel } from './prompt-for-model';
import { downloadResult, pollUntil, ProviderError, requestJson } from './provider-http';

type FalQueued = { request_id: string; status_url?: string; response_url?: string };
type FalStatus = { status: 'IN_QUEUE' | 'IN_PROGRESS' | 'COMPLETED' | 'FAILED' | 'CANCELED'; queue_position?: number; response_url?: string; error?: string };
type FalResult = { video?: { url: string }; videos?: { url: string }[] };

export type FalOptions = { key: string; model: string; queueUrl: string; pollIntervalMs: number };

/**
 * fal.ai's queue API: POST {queue}/{model} → request_id; GET …/requests/{id}/status until
 * COMPLETED; GET …/requests/{id} for the result, whose video URL we copy at once.
 * Status and result live under the app id (owner/name) even when the model has a sub-path.
 */
export function createFalVideoProvider(options: FalOptions): VideoProvider {
  const headers = { authorization: `Key ${options.key}`, 'content-type': 'application/json', accept: 'application/json' };
  const base = options.queueUrl.replace(/\/$/, '');
  const appId = options.model.split('/').slice(0, 2).join('/');
  const requestUrl = (id: string) => `${base}/${appId}/requests/${encodeURIComponent(id)}`;

  return {
    name: 'fal',
    async render(spec: RenderSpec, context: RenderContext) {
      const { signal } = context;
      let requestId = context.resumeRequestId;
      if (!requestId) {
        const queued = await requestJson<FalQueued>(
          `${base}/${options.model}`,
          {
            method: 'POST',
            headers,
            body: JSON.stringify({ prompt: promptForModel(spec), aspect_ratio: spec.aspectRatio, duration: spec.durationSeconds }),
            signal,
          },
          'fal.ai',
        );
        requestId = queued.request_id;
        await context.saveRequestId(requestId);
      }
      await context.reportProgress(5);
      let polls = 0;
      await pollUntil(
        async () => {
          const status = await requestJson<FalStatus>(`${requestUrl(requestId)}/status`, { headers, signal }, 'fal.ai');
          if (status.status === 'COMPLETED') return status.error ? Promise.reject(new ProviderError(`fal.ai failed: ${status.error}`)) : true;
          if (status.status === 'FAILED' || status.status === 'CANCELED')
            throw new ProviderError(`fal.ai request ${status.status.toLowerCase()}${status.error ? `: ${status.error}` : ''}`);
          polls += 1;
          // no percentage from the queue: creep towards 80 while it works
          await context.reportProgress(status.status === 'IN_QUEUE' ? 10 : Math.min(80, 20 + polls * 5));
          return null;
        },
        { intervalMs: options.pollIntervalMs, signal },
      );
      const result = await requestJson<FalResult>(requestUrl(requestId), { headers, signal }, 'fal.ai');
      const url = result.video?.url ?? result.videos?.[0]?.url;
      if (!url) throw new ProviderError('fal.ai returned no video');
      await context.reportProgress(85);
      await downloadResult(url, context.outputPath, signal, 'fal.ai');
    },
  };
}
