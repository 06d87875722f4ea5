import { COMPLETE_PERCENT, type PerformanceGroup, type PlayerBeacon, type VideoPerformance } from '@common/contracts/performance';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isPersonAgent } from '../../http/people';
import { studioPosterUrl } from '../studio/service';
import { assertUnderLimit, recordThrottleEvent } from '../throttle/service';
import { findTargetByShareToken, findTargetByVideoId, listVideoStats, upsertPlay, type VideoStatsRow } from './repository';
import { beaconsPerIp } from './throttle-rules';

type BeaconSender = { ip: string; userAgent: string | undefined; userId: string | null };

/**
 * Records a player beacon as (part of) a play. Not counted, and not an error: bots, the video's
 * owner watching their own video, and a video the beacon cannot name (revoked link, deleted video).
 * Rate-limited per IP like the other public writes.
 */
export async function recordBeacon(deps: { db: Executor; now: Date }, beacon: PlayerBeacon, sender: BeaconSender): Promise<boolean> {
  if (!isPersonAgent(sender.userAgent)) return false;
  const subjects = [sender.ip];
  await assertUnderLimit({ db: deps.db, rule: beaconsPerIp, subjects, now: deps.now });
  // the studio player plays a video only to the signed-in; a share page to anyone holding the link
  if (beacon.videoId && !sender.userId) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  const target = beacon.shareToken ? await findTargetByShareToken(deps.db, beacon.shareToken) : await findTargetByVideoId(deps.db, beacon.videoId!);
  if (!target || target.ownerUserId === sender.userId) return false;
  await recordThrottleEvent({ db: deps.db, rule: beaconsPerIp, subjects, now: deps.now });
  const furthestSeconds = Math.min(beacon.positionSeconds, target.durationSeconds);
  const completed = beacon.kind === 'complete' || furthestSeconds >= (target.durationSeconds * COMPLETE_PERCENT) / 100;
  await upsertPlay(deps.db, {
    id: beacon.playId,
    videoId: target.videoId,
    source: beacon.shareToken ? 'share' : 'studio',
    furthestSeconds,
    completed,
    at: deps.now,
  });
  return true;
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

function toVideoPerformance(row: VideoStatsRow): VideoPerformance {
  return {
    id: row.id,
    title: row.title,
    visualStyle: row.visualStyle,
    aspectRatio: row.aspectRatio,
    durationSeconds: row.durationSeconds,
    posterUrl: row.posterKey ? studioPosterUrl(row.id) : null,
    variantOfId: row.variantOfId,
    createdAt: row.createdAt.toISOString(),
    views: row.views,
    plays: row.plays,
    averageWatchPercent: round1(row.averageWatchPercent),
    completionRate: round1(row.completionRate),
  };
}

/**
 * The winner of a group: the most complete watching (completion rate, then average watch, then
 * plays). Only when at least two of its videos have plays, else there is nothing to compare.
 */
export function pickWinner(videos: VideoPerformance[]): string | null {
  const played = videos.filter((v) => v.plays > 0);
  if (played.length < 2) return null;
  const score = (v: VideoPerformance) => [v.completionRate ?? 0, v.averageWatchPercent ?? 0, v.plays];
  const [best, second] = [...played].sort((a, b) => {
    const [x, y] = [score(a), score(b)];
    return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
  });
  const [bs, ss] = [score(best!), score(second!)];
  // a dead heat has no winner
  return bs.every((value, i) => value === ss[i]) ? null : best!.id;
}

/** The creator's finished videos, each original with its variants, newest group first. */
export async function getPerformance(db: Executor, userId: string): Promise<PerformanceGroup[]> {
  const videos = (await listVideoStats(db, userId)).map(toVideoPerformance);
  const ids = new Set(videos.map((v) => v.id));
  const groups = new Map<string, VideoPerformance[]>();
  for (const video of videos) {
    // a variant whose original was deleted stands on its own
    const originalId = video.variantOfId && ids.has(video.variantOfId) ? video.variantOfId : video.id;
    groups.set(originalId, [...(groups.get(originalId) ?? []), video]);
  }
  return [...groups].reverse().map(([originalId, members]) => ({ originalId, videos: members, winnerId: pickWinner(members) }));
}
