import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { SegmentCache } from '../../providers/video/index';
import type { MediaStorage } from '../../providers/storage/index';

/**
 * Where a video's scene segments live in media storage: under its first version, so every
 * version of the video (each edit re-render is a new row) finds the segments the earlier ones made.
 */
export function segmentFolderOf(job: { id: string; versionOfId: string | null }): string {
  return `segments/${job.versionOfId ?? job.id}`;
}

/** The storage keys of a render's segments (deleted with the account). */
export function segmentKeysOf(job: { id: string; versionOfId: string | null; segments: { key: string }[] | null }): string[] {
  return (job.segments ?? []).map((segment) => segmentKeyOf(segmentFolderOf(job), segment.key));
}

/** The key of one stored segment. */
function segmentKeyOf(folder: string, key: string): string {
  return `${folder}/${key}.mp4`;
}

/** The local engine's segment cache over media storage (docs/decisions/065). */
export function storageSegmentCache(storage: MediaStorage, folder: string): SegmentCache {
  return {
    async restore(key, toPath) {
      if (!(await storage.stat(segmentKeyOf(folder, key)))) return false;
      await pipeline(await storage.read(segmentKeyOf(folder, key)), createWriteStream(toPath));
      return true;
    },
    async keep(key, fromPath) {
      await storage.putFile(segmentKeyOf(folder, key), fromPath, 'video/mp4');
    },
  };
}
