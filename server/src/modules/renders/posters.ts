import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { makePoster, type PosterSpec } from '../../providers/video/poster';
import type { RenderDeps } from './render-deps';
import { listRendersWithoutPoster, setPosterKey, type RenderJobRow } from './repository';

type PosterDeps = Pick<RenderDeps, 'storage' | 'logger' | 'mediaTools'>;

/** The poster sits beside its video under a key fixed by the job id: writing it again replaces it whole. */
export function posterKeyOf(jobId: string): string {
  return `renders/${jobId}.poster.jpg`;
}

export function posterSpecOf(job: RenderJobRow): PosterSpec {
  return {
    jobId: job.id,
    prompt: job.prompt,
    visualStyle: job.visualStyle,
    aspectRatio: job.aspectRatio,
    durationSeconds: job.durationSeconds,
    watermark: job.watermark,
    scenes: job.scenes ?? undefined,
  };
}

/**
 * Makes and stores the poster of a finished video file; null (and a warning) when it could not be
 * made, so a poster never costs the creator a video: the start-up backfill tries again later.
 */
export async function storePoster(deps: PosterDeps, job: PosterSpec, videoPath: string, signal?: AbortSignal): Promise<string | null> {
  const posterPath = `${videoPath}.poster.jpg`;
  try {
    await makePoster({ mediaTools: deps.mediaTools, videoPath, outputPath: posterPath, spec: job, signal });
    await deps.storage.putFile(posterKeyOf(job.jobId), posterPath, 'image/jpeg');
    return posterKeyOf(job.jobId);
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.warn({ err: error, jobId: job.jobId }, 'the poster could not be made');
    return null;
  } finally {
    await rm(posterPath, { force: true });
  }
}

const BACKFILL_BATCH = 20;

/**
 * Gives every finished video made before posters existed its poster: run once at start (the
 * `posters.backfill` job). Idempotent and safe on two instances at once: a poster is written under
 * its fixed key (a whole-file replace with the same picture) and recorded only where none is.
 * Returns how many posters this run recorded.
 */
export async function backfillPosters(deps: Pick<RenderDeps, 'db' | 'shutdownSignal'> & PosterDeps): Promise<number> {
  let made = 0;
  let afterId = '';
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-posters-'));
  try {
    for (;;) {
      const rows = await listRendersWithoutPoster(deps.db, afterId, BACKFILL_BATCH);
      for (const row of rows) {
        deps.shutdownSignal?.throwIfAborted();
        const videoPath = path.join(scratch, 'video.mp4');
        if (!(await deps.storage.stat(row.mediaKey!))) continue; // the file is gone: nothing to show
        await pipeline(await deps.storage.read(row.mediaKey!), createWriteStream(videoPath));
        const posterKey = await storePoster(deps, posterSpecOf(row), videoPath, deps.shutdownSignal);
        if (posterKey && (await setPosterKey(deps.db, row.id, posterKey))) made += 1;
      }
      if (rows.length < BACKFILL_BATCH) break;
      afterId = rows.at(-1)!.id;
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  if (made) deps.logger.info({ posters: made }, 'posters made for earlier videos');
  return made;
}
