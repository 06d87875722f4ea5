import type { VideoDetails } from '@common/contracts/video';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { sendMedia } from '../media/send-media';
import { findRenderJob } from './repository';
import type { VideoDeps } from './video-deps';

/** Streams a finished render; demo ids are served only by the demo proxy path and the others only by the other. */
export async function streamRender(deps: VideoDeps, request: FastifyRequest, reply: FastifyReply, id: string, demo: boolean) {
  const job = id.startsWith('demo_') === demo ? await findRenderJob(deps.db, id) : undefined;
  if (!job || job.status !== 'completed' || !job.mediaKey) throw new AppError('NOT_FOUND', 'This video is not available.');
  return sendMedia(request, reply, deps.storage, job.mediaKey);
}

/** The spec's video details: the creator's plan decides the player's watermark overlay. */
export async function getVideoDetails(deps: Pick<VideoDeps, 'db'>, videoId: string): Promise<VideoDetails> {
  const job = await findRenderJob(deps.db, videoId);
  if (!job) throw new AppError('NOT_FOUND', 'This video does not exist.');
  return {
    creatorPlan: job.creatorPlan as VideoDetails['creatorPlan'],
    engine: job.engine,
    durationSeconds: job.durationSeconds,
    aspectRatio: job.aspectRatio as VideoDetails['aspectRatio'],
    visualStyle: job.visualStyle as VideoDetails['visualStyle'],
  };
}
