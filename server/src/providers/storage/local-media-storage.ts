import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertSafeKey, contentTypeOf, type MediaInfo, type MediaStorage } from './media-storage';

/** Files under one directory (DATA_DIR/media by default). */
export function createLocalMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  const info = async (key: string): Promise<MediaInfo | null> => {
    try {
      const s = await stat(fileOf(key));
      if (!s.isFile()) return null;
      // size + mtime + inode change whenever the file is replaced, which is all a cache needs to know
      const etag = createHash('sha1').update(`${key}:${s.size}:${s.mtimeMs}:${s.ino}`).digest('base64url').slice(0, 20);
      return { size: s.size, contentType: contentTypeOf(key), etag: `"${etag}"`, modifiedAt: s.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    async putFile(key, sourcePath) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // copy beside the target, then rename: a reader or a crash never sees half a file
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await copyFile(sourcePath, partial);
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return (await info(key))!;
    },
    stat: info,
    async read(key, range): Promise<Readable> {
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
