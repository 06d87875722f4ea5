import { MediaToolsError, type MediaTools, type ProbeInfo } from '../../providers/media-tools/index';

/** Container names ffprobe reports for the files a stock library serves. */
const IMAGE_FORMATS: Record<string, { ext: string; contentType: string }> = {
  jpeg_pipe: { ext: 'jpg', contentType: 'image/jpeg' },
  png_pipe: { ext: 'png', contentType: 'image/png' },
  webp_pipe: { ext: 'webp', contentType: 'image/webp' },
};
const CLIP_FORMATS: Record<string, { ext: string; contentType: string }> = {
  'mov,mp4,m4a,3gp,3g2,mj2': { ext: 'mp4', contentType: 'video/mp4' },
  'matroska,webm': { ext: 'webm', contentType: 'video/webm' },
};
/** No check of a downloaded file may take longer. */
const CHECK_TIMEOUT_MS = 30_000;

export type CheckedMedia = { kind: 'image' | 'clip'; ext: string; contentType: string };

/**
 * What a downloaded file really is, decided by its container and by decoding its first picture
 * (never by its URL or content type); null when it is not an image or clip that decodes.
 */
export async function checkMediaFile(mediaTools: MediaTools, file: string): Promise<CheckedMedia | null> {
  const call = { timeoutMs: CHECK_TIMEOUT_MS };
  let info: ProbeInfo;
  try {
    info = await mediaTools.probe(file, call);
    if (!(await mediaTools.decodesFrame(file, call))) return null;
  } catch (error) {
    if (error instanceof MediaToolsError && error.reason !== 'not-found') return null;
    throw error;
  }
  const format = info.format?.format_name ?? '';
  const image = IMAGE_FORMATS[format];
  if (image) return { kind: 'image', ...image };
  const clip = CLIP_FORMATS[format];
  const duration = Number(info.format?.duration);
  if (clip && Number.isFinite(duration)) return { kind: 'clip', ...clip };
  return null;
}
