import type { Config } from '../../config';
import type { MediaTools } from '../media-tools/index';
import type { VoiceProvider } from '../voice/index';
import { createLocalVideoProvider } from './local/local-provider';
import { createFalVideoProvider } from './remote/fal-provider';
import { createReplicateVideoProvider } from './remote/replicate-provider';
import { withWebReadyOutput } from './remote/web-ready-output';
import type { VideoProvider } from './video-provider';

export type { VideoProvider } from './video-provider';
// what modules use besides the providers (a module reaches a port only through its index.ts)
export type { RenderedSegment, RenderMediaFile, RenderProduct, RenderSpec, RenderTimeline, SegmentCache } from './video-provider';
export { STYLE_LOOKS } from './local/style-looks';
export { paintTitleCard, type TitleArea } from './local/title-card';

/** The configured provider first, the local engine (speaking with `voice`) last as the per-job fallback. */
export function createVideoProviders(config: Config, mediaTools: MediaTools, options: { voice: VoiceProvider }): VideoProvider[] {
  const local = createLocalVideoProvider({ mediaTools, fps: config.LOCAL_RENDER_FPS, voice: options.voice });
  const pollIntervalMs = config.PROVIDER_POLL_INTERVAL_MS;
  if (config.VIDEO_PROVIDER === 'fal' && config.FAL_KEY) {
    const fal = createFalVideoProvider({ key: config.FAL_KEY, model: config.FAL_MODEL, queueUrl: config.FAL_QUEUE_URL, pollIntervalMs });
    return [withWebReadyOutput(fal, mediaTools), local];
  }
  if (config.VIDEO_PROVIDER === 'replicate' && config.REPLICATE_API_TOKEN) {
    const replicate = createReplicateVideoProvider({
      token: config.REPLICATE_API_TOKEN,
      model: config.REPLICATE_MODEL,
      apiUrl: config.REPLICATE_API_URL,
      pollIntervalMs,
    });
    return [withWebReadyOutput(replicate, mediaTools), local];
  }
  return [local];
}
