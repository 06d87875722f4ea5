import type { SharedVideo } from '@common/contracts/studio';
import { showsWatermark } from '@common/rules/watermark';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { publishEvent } from '../../events/publish';
import { AppError } from '../../http/app-error';
import { isPersonAgent } from '../../http/people';
import { getOwnedVideo } from './library-service';
import { findLiveSharedRender, insertShare, insertShareView, revokeLiveShare } from './share-repository';
import { isRemovedShareLink } from './user-data-repository';

const GONE = 'This share link was turned off or never existed.';
const REMOVED = 'This video was removed because its creator deleted their account.';

export function shareMediaUrl(token: string): string {
  return `/api/share/${encodeURIComponent(token)}/media`;
}

export function sharePosterUrl(token: string): string {
  return `/api/share/${encodeURIComponent(token)}/poster`;
}

/** 192 random bits, URL-safe: a link nobody can guess. */
function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The video's live link, made (and announced, in the same transaction) on first call; only a finished video can be shared. */
export async function shareVideo(db: Executor, userId: string, videoId: string, now: Date): Promise<string> {
  const video = await getOwnedVideo(db, userId, videoId);
  if (video.status !== 'completed') throw new AppError('CONFLICT', 'Only a finished video can be shared.');
  if (video.shareToken) return video.shareToken;
  const made = await db.transaction(async (tx) => {
    const token = await insertShare(tx, { token: newShareToken(), videoId, userId, createdAt: now });
    if (token) await publishEvent(tx, 'video.shared', { renderJobId: videoId, ownerUserId: userId, shareId: token });
    return token;
  });
  // a concurrent call made the link first: that one is the live one
  return made ?? (await getOwnedVideo(db, userId, videoId)).shareToken!;
}

export async function revokeShare(db: Executor, userId: string, videoId: string, now: Date): Promise<void> {
  await getOwnedVideo(db, userId, videoId);
  await revokeLiveShare(db, videoId, now);
}

/** The shared video behind a live token; 410 SHARE_REMOVED when its creator deleted the account, else 404: revoked, deleted or never made. */
export async function findSharedVideo(db: Executor, token: string) {
  const video = await findLiveSharedRender(db, token);
  if (!video?.mediaKey) {
    if (await isRemovedShareLink(db, token)) throw new AppError('SHARE_REMOVED', REMOVED);
    throw new AppError('NOT_FOUND', GONE);
  }
  return video;
}

const shareCaptionsUrl = (token: string, format: 'vtt' | 'srt') => `/api/share/${encodeURIComponent(token)}/captions.${format}`;

export function toSharedVideo(token: string, video: Awaited<ReturnType<typeof findSharedVideo>>): SharedVideo {
  return {
    title: video.title ?? video.prompt,
    visualStyle: video.visualStyle,
    aspectRatio: video.aspectRatio,
    durationSeconds: video.durationSeconds,
    creatorPlan: video.creatorPlan,
    watermark: showsWatermark(video.creatorPlan),
    videoUrl: shareMediaUrl(token),
    posterUrl: video.posterKey ? sharePosterUrl(token) : null,
    captionsUrl: video.speechTimeline ? shareCaptionsUrl(token, 'vtt') : null,
    captionsUrls: video.speechTimeline ? { vtt: shareCaptionsUrl(token, 'vtt'), srt: shareCaptionsUrl(token, 'srt') } : null,
    createdAt: video.createdAt.toISOString(),
  };
}

/** Who looked, as a hash: the account when signed in, else the address (a cookie is too easy to clear to count views by). */
function viewerKeyOf(viewerUserId: string | null, ip: string): string {
  return createHash('sha256')
    .update(viewerUserId ? `user:${viewerUserId}` : `ip:${ip}`)
    .digest('base64url');
}

/**
 * Counts a person's view of a share page; crawlers, link previews and the owner are not counted. A
 * view by anyone but the owner is announced (`video.viewed`) in the same transaction, for gamification.
 */
export async function countShareView(
  db: Executor,
  share: { token: string; renderJobId: string; ownerUserId: string | null },
  meta: { userAgent: string | undefined; referrer: string | undefined; viewerUserId: string | null; ip: string },
  now: Date,
): Promise<boolean> {
  if (!isPersonAgent(meta.userAgent)) return false;
  // the creator opening their own link is not a view (performance counts other people)
  if (meta.viewerUserId !== null && meta.viewerUserId === share.ownerUserId) return false;
  await db.transaction(async (tx) => {
    await insertShareView(tx, { token: share.token, viewedAt: now, referrer: meta.referrer?.slice(0, 500) ?? null });
    if (share.ownerUserId) {
      await publishEvent(tx, 'video.viewed', {
        renderJobId: share.renderJobId,
        ownerUserId: share.ownerUserId,
        viewerKey: viewerKeyOf(meta.viewerUserId, meta.ip),
      });
    }
  });
  return true;
}
