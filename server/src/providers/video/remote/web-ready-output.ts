import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { watermarkPng } from '../local/watermark';
import type { VideoProvider } from '../video-provider';

const run = promisify(execFile);

async function videoSize(ffmpegPath: string, file: string): Promise<{ width: number; height: number }> {
  // ffmpeg prints the input's stream line on stderr; -f null reads nothing more than needed
  const { stderr } = await run(ffmpegPath, ['-hide_banner', '-i', file, '-t', '0', '-f', 'null', '-'], { maxBuffer: 1 << 20 }).catch((e: { stderr: string }) => e);
  const match = /Video:.*?(\d{2,5})x(\d{2,5})/.exec(stderr);
  if (!match) throw new Error('the provider returned a file without a video stream');
  return { width: Number(match[1]), height: Number(match[2]) };
}

/**
 * Wraps a remote provider so its file leaves as ours do: H.264 High, yuv420p, AAC when there is
 * sound, moov first, and the free-plan watermark burned in when the job needs it.
 */
export function withWebReadyOutput(provider: VideoProvider, ffmpegPath: string): VideoProvider {
  return {
    name: provider.name,
    async render(spec, context) {
      const source = `${context.outputPath}.source`;
      const mark = `${context.outputPath}.mark.png`;
      try {
        await provider.render(spec, { ...context, outputPath: source });
        const overlay: string[] = [];
        if (spec.watermark) {
          const { width, height } = await videoSize(ffmpegPath, source);
          await writeFile(mark, watermarkPng(width, height));
          overlay.push('-i', mark, '-filter_complex', '[0:v][1:v]overlay=0:0[v]', '-map', '[v]');
        } else {
          overlay.push('-map', '0:v:0');
        }
        await run(
          ffmpegPath,
          ['-hide_banner', '-loglevel', 'error', '-y', '-i', source, ...overlay, '-map', '0:a?', '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'veryfast', '-crf', '21', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-metadata', `comment=Reelwright via ${provider.name}`, context.outputPath],
          { signal: context.signal },
        );
        await context.reportProgress(95);
      } finally {
        await rm(source, { force: true });
        await rm(mark, { force: true });
      }
    },
  };
}
