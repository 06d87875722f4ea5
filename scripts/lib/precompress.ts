import { writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files the server may send precompressed. */
export const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside a built file, compressed once at the highest levels,
 * so the server (@fastify/static `preCompressed`) sends them without compressing per request.
 * Files under 1 KB are not worth it.
 */
export async function writePrecompressed(file: string, source: Buffer | string): Promise<void> {
  const bytes = Buffer.from(source);
  if (bytes.length < 1024) return;
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
