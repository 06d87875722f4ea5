import { videoPosterUrl, videoProxyUrl } from '@common/rules/video-proxy-url';
import { DEMO_LIMITS, DEMO_MESSAGES, type DemoStatusResponse, type DemoStyle } from '@common/contracts/video';
import { AppError } from '../../http/app-error';
import { assertUnderLimit, lockThrottleSubjects, recordThrottleEvent, type ThrottleRule } from '../throttle/service';
import { createRenderWithin, findRenderJob, type RenderQueueDeps } from '../renders/service';

/** Clarifications: 3 demo videos per visitor (cookie and address) per rolling 24 hours. */
export const DEMO_RULE: ThrottleRule = {
  bucket: 'demo-video',
  limit: DEMO_LIMITS.videosPerVisitor,
  windowMs: DEMO_LIMITS.windowMs,
  message: DEMO_MESSAGES.usedUp,
};

export type DemoVisitor = { visitorId: string; ip: string };

/** Starts a free, watermarked demo render for an anonymous visitor, within the daily limit. */
export async function requestDemoVideo(
  deps: RenderQueueDeps,
  input: { prompt: string; visualStyle: DemoStyle },
  visitor: DemoVisitor,
): Promise<{ jobId: string }> {
  const subjects = [`visitor:${visitor.visitorId}`, `ip:${visitor.ip}`];
  const now = deps.now();
  // check, render and count as one commit, one request per visitor and address at a time (ADR 030)
  const job = await deps.db.transaction(async (tx) => {
    await lockThrottleSubjects({ db: tx, rule: DEMO_RULE, subjects });
    await assertUnderLimit({ db: tx, rule: DEMO_RULE, subjects, now });
    const row = await createRenderWithin(tx, deps, {
      kind: 'demo',
      prompt: input.prompt,
      visualStyle: input.visualStyle,
      aspectRatio: DEMO_LIMITS.aspectRatio,
      durationSeconds: DEMO_LIMITS.durationSeconds,
      creatorPlan: 'free',
      visitorId: visitor.visitorId,
    });
    await recordThrottleEvent({ db: tx, rule: DEMO_RULE, subjects, now });
    return row;
  });
  return { jobId: job.id };
}

export async function getDemoStatus(deps: Pick<RenderQueueDeps, 'db'>, jobId: string): Promise<DemoStatusResponse> {
  const job = jobId.startsWith('demo_') ? await findRenderJob(deps.db, jobId) : undefined;
  if (!job) throw new AppError('NOT_FOUND', 'This demo does not exist.');
  return {
    status: job.status,
    videoUrl: job.status === 'completed' ? videoProxyUrl(job.id) : null,
    posterUrl: job.status === 'completed' && job.posterKey ? videoPosterUrl(job.id) : null,
    progress: job.progress,
    error: job.error,
  };
}
