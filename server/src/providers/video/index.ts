import type { Config } from '../../config';
import { resolveFfmpegPath } from './ffmpeg-path';
import { createLocalVideoProvider } from './local/local-provider';
import type { VideoProvider } from './video-provider';

export type { VideoProvider } from './video-provider';

/** The configured provider first, the local engine last as the per-job fallback. */
export function createVideoProviders(config: Config): VideoProvider[] {
  const local = createLocalVideoProvider({ ffmpegPath: resolveFfmpegPath(config.FFMPEG_PATH) });
  return [local];
}
