import { toSrt, toWebVtt } from '@common/rules/captions';
import { AppError } from '../../http/app-error';
import type { RenderJobRow } from '../renders/service';

export type CaptionFormat = 'vtt' | 'srt';

export const CAPTION_CONTENT_TYPES: Record<CaptionFormat, string> = {
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip; charset=utf-8',
};

/**
 * A finished voiced video's captions in WebVTT or SRT: the same phrases, at the same times, as the
 * ones burned into its frames (common/rules/captions.ts), from the timings stored with the render.
 */
export function captionsOf(video: Pick<RenderJobRow, 'status' | 'speechTimeline'>, format: CaptionFormat): string {
  if (video.status !== 'completed' || !video.speechTimeline)
    throw new AppError('NOT_FOUND', 'This video has no captions: it has no voice, or it is not ready yet.');
  const { words, durationMs } = video.speechTimeline;
  return format === 'vtt' ? toWebVtt(words, durationMs) : toSrt(words, durationMs);
}
