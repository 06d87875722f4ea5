import { execFile } from 'node:child_process';

/** Container names ffmpeg reports for the files a stock library serves. */
const IMAGE_FORMATS: Record<string, { ext: string; contentType: string }> = {
  jpeg_pipe: { ext: 'jpg', contentType: 'image/jpeg' },
  png_pipe: { ext: 'png', contentType: 'image/png' },
  webp_pipe: { ext: 'webp', contentType: 'image/webp' },
};
const CLIP_FORMATS: Record<string, { ext: string; contentType: string }> = {
  'mov,mp4,m4a,3gp,3g2,mj2': { ext: 'mp4', contentType: 'video/mp4' },
  'matroska,webm': { ext: 'webm', contentType: 'video/webm' },
};

export type CheckedMedia = { kind: 'image' | 'clip'; ext: string; contentType: string };

/**
 * What a downloaded file really is, decided by decoding its first picture with ffmpeg (never by
 * its URL or content type); null when it is not an image or clip ffmpeg can decode.
 */
export function checkMediaFile(ffmpegPath: string, file: string): Promise<CheckedMedia | null> {
  return new Promise((resolve) => {
    execFile(ffmpegPath, ['-hide_banner', '-nostdin', '-i', file, '-map', '0:v:0', '-frames:v', '1', '-f', 'null', '-'], { timeout: 30_000 }, (error, _stdout, stderr) => {
      if (error) return resolve(null);
      const format = /Input #0, ([^ ]+), from/.exec(stderr)?.[1]?.replace(/,$/, '') ?? '';
      const hasDuration = /Duration: (?!N\/A)(\d+):(\d+):(\d+\.\d+)/.exec(stderr);
      const image = IMAGE_FORMATS[format];
      if (image) return resolve({ kind: 'image', ...image });
      const clip = CLIP_FORMATS[format];
      if (clip && hasDuration) return resolve({ kind: 'clip', ...clip });
      resolve(null);
    });
  });
}
