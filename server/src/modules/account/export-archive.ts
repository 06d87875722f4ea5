import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { MediaStorage } from '../../providers/storage/index';
import type { ExportedFile } from '../../user-data/user-data-step';

export type ArchivePart = { area: string; data: unknown; files: ExportedFile[] };

const README = `Your Reelwright data
====================
<area>.json   what each part of the product keeps about you (account, studio, credits, funnel, ...)
files/        your videos' files, named in studio.json
`;

/**
 * Writes a gzip-compressed tar of the parts (one JSON file each, then every file they name, streamed
 * from media storage) to a temporary file, hands it to `store`, and removes the temporary copy.
 * `onFile` reports each file copied, for the export's progress.
 */
export async function buildArchive(options: {
  storage: MediaStorage;
  parts: ArchivePart[];
  store(archivePath: string): Promise<void>;
  onFile?(done: number, total: number): Promise<void>;
}): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reelwright-export-'));
  try {
    const archivePath = path.join(dir, 'export.tar.gz');
    const pack = tar.pack();
    const written = pipeline(pack, createGzip(), createWriteStream(archivePath));
    const add = (name: string, body: string) =>
      new Promise<void>((resolve, reject) => pack.entry({ name: `reelwright-export/${name}` }, body, (error) => (error ? reject(error) : resolve())));
    await add('README.txt', README);
    for (const part of options.parts) await add(`${part.area}.json`, `${JSON.stringify(part.data, null, 2)}\n`);
    const files = options.parts.flatMap((part) => part.files);
    for (const [index, file] of files.entries()) {
      const info = await options.storage.stat(file.key);
      if (!info) continue; // a file lost from storage: the JSON still names it
      await new Promise<void>((resolve, reject) => {
        const entry = pack.entry({ name: `reelwright-export/files/${file.name}`, size: info.size }, (error) => (error ? reject(error) : resolve()));
        options.storage
          .read(file.key)
          .then((stream) => pipeline(stream, entry), reject)
          .catch(reject);
      });
      await options.onFile?.(index + 1, files.length);
    }
    pack.finalize();
    await written;
    await options.store(archivePath);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
