import type { Readable } from 'node:stream';

/** What storage knows about one stored file. */
export type MediaInfo = { size: number; contentType: string; etag: string; modifiedAt: Date };

/** A byte range, both ends inclusive (as HTTP counts them). */
export type ByteRange = { start: number; end: number };

/**
 * Where rendered media lives (DESIGN.md "Ports and their adapters"). Keys are relative paths
 * such as `renders/demo_x.mp4`; writing a key again replaces the file whole, never in part.
 */
export type MediaStorage = {
  /** Copies a finished local file in under `key`. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<MediaInfo>;
  stat(key: string): Promise<MediaInfo | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  delete(key: string): Promise<void>;
};

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.m4a': 'audio/mp4',
  '.wav': 'audio/wav',
};

export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[key.slice(dot).toLowerCase()]) || 'application/octet-stream';
}

/** Keys come from our own code, but a `..` or an absolute path must never escape the root. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe media key: ${key}`);
  }
}
