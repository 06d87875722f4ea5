import type { RenderContext, RenderSpec, VideoProvider } from '../video-provider';
import { promptForModel } from './prompt-for-model';
import { downloadResult, pollUntil, ProviderError, requestJson } from './provider-http';

type Prediction = {
  id: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'aborted';
  output?: string | string[] | { url?: string } | null;
  error?: string | null;
  urls?: { get?: string };
};

export type ReplicateOptions = { token: string; model: string; apiUrl: string; pollIntervalMs: number };

function outputUrl(output: Prediction['output']): string | undefined {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) return output.find((o) => typeof o === 'string');
  return output?.url;
}

/**
 * Replicate's predictions API: POST /v1/models/{owner}/{name}/predictions (or /v1/predictions
 * with a version for `owner/name:version`), then GET /v1/predictions/{id} until it succeeds;
 * the output URL is copied at once (Replicate deletes outputs after an hour).
 */
export function createReplicateVideoProvider(options: ReplicateOptions): VideoProvider {
  const headers = { authorization: `Bearer ${options.token}`, 'content-type': 'application/json' };
  const base = options.apiUrl.replace(/\/$/, '');
  const [model, version] = options.model.split(':') as [string, string | undefined];

  return {
    name: 'replicate',
    async render(spec: RenderSpec, context: RenderContext) {
      const { signal } = context;
      let id = context.resumeRequestId;
      if (!id) {
        const input = { prompt: promptForModel(spec), aspect_ratio: spec.aspectRatio, duration: spec.durationSeconds };
        const created = await requestJson<Prediction>(
          version ? `${base}/v1/predictions` : `${base}/v1/models/${model}/predictions`,
          {
            method: 'POST',
            headers,
            body: JSON.stringify(version ? { version, input } : { input }),
            signal,
          },
          'Replicate',
        );
        id = created.id;
        await context.saveRequestId(id);
      }
      await context.reportProgress(5);
      let polls = 0;
      const done = await pollUntil(
        async () => {
          const prediction = await requestJson<Prediction>(`${base}/v1/predictions/${encodeURIComponent(id)}`, { headers, signal }, 'Replicate');
          if (prediction.status === 'succeeded') return prediction;
          if (prediction.status === 'failed' || prediction.status === 'canceled' || prediction.status === 'aborted') {
            throw new ProviderError(`Replicate prediction ${prediction.status}${prediction.error ? `: ${prediction.error}` : ''}`);
          }
          polls += 1;
          await context.reportProgress(prediction.status === 'starting' ? 10 : Math.min(80, 20 + polls * 5));
          return null;
        },
        { intervalMs: options.pollIntervalMs, signal },
      );
      const url = outputUrl(done.output);
      if (!url) throw new ProviderError('Replicate returned no video');
      await context.reportProgress(85);
      await downloadResult(url, context.outputPath, signal, 'Replicate');
    },
  };
}
