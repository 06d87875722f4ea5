import { COMPLETE_PERCENT, type PlayerBeacon } from '@common/contracts/performance';
import { useEffect, type RefObject } from 'react';
import { randomUuid } from '@/lib/random-uuid';
import { sendPlayerBeacon } from '../api/send-beacon';

/** Which video a player reports on: a share page names it by its token, the studio by its id. */
export type BeaconTarget = { shareToken: string } | { videoId: string };

const QUARTILES = [25, 50, 75] as const;
// well over one timeupdate interval (about 250 ms) before a video's end
const LOOP_WRAP_SECONDS = 1;

/**
 * Reports one video element's plays: `play` when a playback starts, `progress` at each quartile
 * (the furthest point, never seeking back), `complete` at the end. A replay after the end is a new
 * play. The server decides what counts (not the owner, not bots).
 */
export function usePlayerBeacons(video: RefObject<HTMLVideoElement | null>, target: BeaconTarget | undefined): void {
  const shareToken = target && 'shareToken' in target ? target.shareToken : undefined;
  const videoId = target && 'videoId' in target ? target.videoId : undefined;
  useEffect(() => {
    const element = video.current;
    if (!element || (!shareToken && !videoId)) return;
    const names = shareToken ? { shareToken } : { videoId: videoId! };
    let playId: string | null = null;
    let furthest = 0;
    let reported = 0;
    let completed = false;
    const send = (kind: PlayerBeacon['kind']) => {
      if (playId) sendPlayerBeacon({ playId, kind, positionSeconds: Math.round(furthest * 100) / 100, ...names });
    };
    const onPlay = () => {
      if (playId && !completed) return;
      playId = randomUuid();
      furthest = element.currentTime;
      reported = 0;
      completed = false;
      send('play');
    };
    const onTime = () => {
      if (!playId || completed || !element.duration) return;
      // a looping player wraps to the start without an 'ended': a jump back from the very end is the end
      if (element.currentTime < furthest && furthest >= element.duration - LOOP_WRAP_SECONDS) return onEnded();
      furthest = Math.max(furthest, element.currentTime);
      const percent = (furthest / element.duration) * 100;
      if (percent >= COMPLETE_PERCENT) return onEnded();
      const quartile = QUARTILES.filter((q) => percent >= q).at(-1) ?? 0;
      if (quartile > reported) {
        reported = quartile;
        send('progress');
      }
    };
    const onEnded = () => {
      if (!playId || completed) return;
      furthest = element.duration || furthest;
      completed = true;
      send('complete');
    };
    element.addEventListener('play', onPlay);
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('ended', onEnded);
    return () => {
      element.removeEventListener('play', onPlay);
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('ended', onEnded);
    };
  }, [video, shareToken, videoId]);
}
