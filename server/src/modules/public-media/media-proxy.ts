import type { VideoDetails } from '@common/contracts/video';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { IMMUTABLE_MEDIA, sendMedia } from '../../http/media/send-media';
import type { Database } from '../../db/client';
import { findRenderJob, type RenderJobRow } from '../renders/service';
import { getShowcaseSettings, isShowcased } from '../showcase/service';
import type { PublicMediaDeps } from './public-media-deps';

/**
 * What the public paths may show: demos, the seeded showcase, and a studio video only while an
 * admin has put it in the showcase. A creator's own videos are served by the studio and share
 * paths, which check the owner or the link.
 */
async function findPublicRender(db: Database, id: string): Promise<RenderJobRow | undefined> {
  const job = await findRenderJob(db, id);
  if (!job || job.kind !== 'studio') return job;
  return (await isShowcased({ db }, id)) ? job : undefined;
}

/** Streams a finished public render; demo ids are served only by the demo proxy path and the others only by the other. */
export async function streamRender(deps: PublicMediaDeps, request: FastifyRequest, reply: FastifyReply, id: string, demo: boolean) {
  const job = id.startsWith('demo_') === demo ? await findPublicRender(deps.db, id) : undefined;
  if (!job || job.status !== 'completed' || !job.mediaKey) throw new AppError('NOT_FOUND', 'This video is not available.');
  return sendMedia(request, reply, deps.storage, job.mediaKey);
}

/** A public video's poster: the same videos as the proxies, cached for good (a render's poster never changes). */
export async function sendPublicPoster(deps: PublicMediaDeps, request: FastifyRequest, reply: FastifyReply, id: string) {
  const job = await findPublicRender(deps.db, id);
  if (!job || job.status !== 'completed' || !job.posterKey) throw new AppError('NOT_FOUND', 'This video has no poster.');
  return sendMedia(request, reply, deps.storage, job.posterKey, { cacheControl: IMMUTABLE_MEDIA });
}

/**
 * The opt-in page's video's poster under one URL the prerendered page can name: whichever video
 * an admin has chosen as the demo video, so it is cached for minutes, not for good.
 */
export async function sendShowcasePoster(deps: PublicMediaDeps, request: FastifyRequest, reply: FastifyReply) {
  const { demoVideoId } = await getShowcaseSettings(deps);
  const job = demoVideoId ? await findRenderJob(deps.db, demoVideoId) : undefined;
  if (job?.status !== 'completed' || !job.posterKey) throw new AppError('NOT_FOUND', 'The showcase has no poster yet.');
  return sendMedia(request, reply, deps.storage, job.posterKey, { cacheControl: 'public, max-age=300' });
}

/** The spec's video details: the creator's plan decides the player's watermark overlay. */
export async function getVideoDetails(deps: Pick<PublicMediaDeps, 'db'>, videoId: string): Promise<VideoDetails> {
  const job = await findPublicRender(deps.db, videoId);
  if (!job) throw new AppError('NOT_FOUND', 'This video does not exist.');
  return {
    creatorPlan: job.creatorPlan,
    engine: job.engine,
    durationSeconds: job.durationSeconds,
    aspectRatio: job.aspectRatio,
    visualStyle: job.visualStyle,
  };
}
