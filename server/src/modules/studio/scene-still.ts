import { wordsOf } from '../../providers/voice/index';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { MediaTools } from '../../providers/media-tools/index';
import type { MediaStorage } from '../../providers/storage/index';
import { makeSceneStill } from '../../providers/video/poster';
import { getOwnedVideo } from './library-service';
import { sceneStillKeyOf } from './scene-still-key';
import type { OwnedVideo } from './video-repository';

export type SceneStillDeps = { db: Database; storage: MediaStorage; mediaTools: MediaTools };

/** The speech starts this long after its scene does (the local engine's LEAD_SECONDS). */
const SPEECH_LEAD_SECONDS = 0.15;

type Timed = Pick<OwnedVideo, 'durationSeconds' | 'speechTimeline'> & { scenes: readonly { narration: string }[] };

/**
 * Where a scene's middle is on the video's timeline. The scene timings are not stored, so they are
 * derived the way the local engine laid them out: a silent video shares its length equally among
 * its scenes (renderTiming); a voiced one starts each scene just before its first spoken word, so
 * the stored word timeline, counted off scene by scene, gives the cuts. A miscount (an engine that
 * splits words otherwise) moves a cut by a word or so: still inside the scene.
 */
export function sceneMidpointSeconds(video: Timed, index: number): number {
  const words = video.speechTimeline?.words ?? [];
  const total = video.speechTimeline ? video.speechTimeline.durationMs / 1000 : video.durationSeconds;
  const count = video.scenes.length;
  if (!words.length) return ((index + 0.5) * total) / count;
  const starts: number[] = [];
  let next = 0;
  for (const scene of video.scenes) {
    const first = words[Math.min(next, words.length - 1)]!;
    starts.push(starts.length === 0 ? 0 : Math.max(0, first.startMs / 1000 - SPEECH_LEAD_SECONDS));
    next += wordsOf(scene.narration).length;
  }
  const end = index + 1 < count ? starts[index + 1]! : total;
  return Math.max(0, Math.min(total - 0.05, (starts[index]! + end) / 2));
}

/**
 * The storage key of one scene's still of the creator's finished video, made on first ask from the
 * file (ffmpeg, through the media tools) and kept in media storage. Another creator's video, an
 * unfinished one, or a scene it does not have answers 404 like a video that never existed.
 */
export async function sceneStillOf(deps: SceneStillDeps, userId: string, videoId: string, index: number): Promise<string> {
  const video = await getOwnedVideo(deps.db, userId, videoId);
  if (video.status !== 'completed' || !video.mediaKey) throw new AppError('NOT_FOUND', 'This video is not ready yet.');
  if (!video.scenes || index >= video.scenes.length) throw new AppError('NOT_FOUND', 'This video has no such scene.');
  const key = sceneStillKeyOf(video.id, index);
  if (await deps.storage.stat(key)) return key;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelwright-scene-still-'));
  try {
    const videoPath = path.join(scratch, 'video.mp4');
    const stillPath = path.join(scratch, 'still.jpg');
    await pipeline(await deps.storage.read(video.mediaKey), createWriteStream(videoPath));
    const seconds = Number(sceneMidpointSeconds({ ...video, scenes: video.scenes }, index).toFixed(3));
    await makeSceneStill({ mediaTools: deps.mediaTools, videoPath, outputPath: stillPath, seconds, aspectRatio: video.aspectRatio });
    // two first asks at once both write the same picture: a whole-file replace, harmless
    await deps.storage.putFile(key, stillPath, 'image/jpeg');
    return key;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
