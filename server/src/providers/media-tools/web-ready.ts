import type { MediaBinaries } from './binaries';
import { runForText } from './run-tool';

/**
 * What the picture is, which tunes the H.264 encode: the engine's `animation` (flat colours and
 * type; a keyframe every two seconds) or a model's `footage`, encoded a notch finer.
 */
export type WebReadyPicture = { kind: 'animation'; fps: number } | { kind: 'footage' };

/**
 * The output arguments of every video Reelwright hands out: H.264 High, yuv420p, AAC at 128 kb/s
 * when there is sound (`shortest`: the video's length wins over a longer soundtrack), the moov
 * atom first (plays while downloading) and a comment that says which engine made it.
 */
export function webReadyArguments(o: { picture: WebReadyPicture; audio: 'none' | 'aac' | 'aac-shortest'; comment: string }): string[] {
  const animation = o.picture.kind === 'animation';
  return [
    '-c:v',
    'libx264',
    '-profile:v',
    'high',
    '-preset',
    'veryfast',
    ...(animation ? ['-tune', 'animation', '-crf', '22'] : ['-crf', '21']),
    '-pix_fmt',
    'yuv420p',
    ...(o.picture.kind === 'animation' ? ['-g', String(o.picture.fps * 2)] : []),
    // AAC at 48 kHz (issue 28): the platforms' own rate, so none of them resamples the master again
    ...(o.audio === 'none' ? [] : ['-c:a', 'aac', '-b:a', '128k', '-ar', '48000', ...(o.audio === 'aac-shortest' ? ['-shortest'] : [])]),
    '-movflags',
    '+faststart',
    '-metadata',
    `comment=${o.comment}`,
  ];
}

/**
 * Re-encodes a video file web-ready (a remote model's file leaves as ours do): its first video
 * stream, with `overlayPng` laid over the whole picture when given (the free plan's mark, made
 * at the video's size), and its sound when it has any.
 */
export async function encodeWebReady(
  binaries: MediaBinaries,
  options: { source: string; outputPath: string; overlayPng: string | null; comment: string; signal?: AbortSignal },
): Promise<void> {
  const picture = options.overlayPng ? ['-i', options.overlayPng, '-filter_complex', '[0:v][1:v]overlay=0:0[v]', '-map', '[v]'] : ['-map', '0:v:0'];
  await runForText(
    'ffmpeg',
    binaries.ffmpeg,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-i',
      options.source,
      ...picture,
      '-map',
      '0:a?',
      ...webReadyArguments({ picture: { kind: 'footage' }, audio: 'aac', comment: options.comment }),
      options.outputPath,
    ],
    { signal: options.signal },
  );
}
