import { posterSpecOf, storePoster } from './posters';
import type { RenderDeps } from './render-deps';
import { completeRender } from './render-outcome';
import type { RenderAttempt, RenderedVideo } from './render-steps';

/** The video sits under a key fixed by the job id: however often an attempt runs, there is one file. */
function mediaKeyOf(jobId: string): string {
  return `renders/${jobId}.mp4`;
}

/**
 * The publish step: stores the video, then its poster (a poster that cannot be made costs no
 * video), and completes the job once with its announcement.
 */
export async function publishRender(
  deps: Pick<RenderDeps, 'db' | 'storage' | 'logger' | 'mediaTools'>,
  attempt: RenderAttempt,
  video: RenderedVideo,
): Promise<void> {
  const { job, signal, now } = attempt;
  const stored = await deps.storage.putFile(mediaKeyOf(job.id), video.path, 'video/mp4');
  const posterKey = await storePoster(deps, posterSpecOf(job), video.path, signal);
  const completed = await completeRender(deps.db, job.id, {
    engine: video.engine,
    mediaKey: mediaKeyOf(job.id),
    mediaBytes: stored.size,
    posterKey,
    voiceEngine: video.timeline?.voiceEngine ?? null,
    qualityReport: video.quality ?? null,
    speechTimeline: video.timeline ? { durationMs: video.timeline.durationMs, words: video.timeline.words } : null,
    now: now(),
  });
  deps.logger.info({ jobId: job.id, engine: video.engine, bytes: stored.size, completed }, 'render finished');
}
