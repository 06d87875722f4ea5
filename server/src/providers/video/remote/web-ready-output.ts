import { rm, writeFile } from 'node:fs/promises';
import type { MediaTools } from '../../media-tools/index';
import { watermarkPng } from '../local/watermark';
import type { VideoProvider } from '../video-provider';

/**
 * Wraps a remote provider so its file leaves as ours do: H.264 High, yuv420p, AAC when there is
 * sound, moov first, and the free-plan watermark burned in when the job needs it.
 */
export function withWebReadyOutput(provider: VideoProvider, mediaTools: MediaTools): VideoProvider {
  return {
    name: provider.name,
    async render(spec, context) {
      const source = `${context.outputPath}.source`;
      const mark = `${context.outputPath}.mark.png`;
      try {
        await provider.render(spec, { ...context, outputPath: source });
        let overlayPng: string | null = null;
        if (spec.watermark) {
          const { width, height } = await mediaTools.videoSize(source).catch(() => {
            throw new Error('the provider returned a file without a video stream');
          });
          await writeFile(mark, watermarkPng(width, height));
          overlayPng = mark;
        }
        await mediaTools.encodeWebReady({
          source,
          outputPath: context.outputPath,
          overlayPng,
          comment: `Reelwright via ${provider.name}`,
          signal: context.signal,
        });
        await context.reportProgress(95);
      } finally {
        await rm(source, { force: true });
        await rm(mark, { force: true });
      }
    },
  };
}
