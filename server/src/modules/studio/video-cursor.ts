import type { VideoSort } from '@common/contracts/studio';

/** Where a page of the video list ends: the last row's sort key and its id. */
export type VideoCursor = [string, string];

// Timestamps travel in the cursor as PostgreSQL's own text (microseconds): a JavaScript Date keeps
// only milliseconds, and rows made in the same millisecond would be skipped or repeated.
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

export function isTimeCursor(text: string): boolean {
  return TIMESTAMP_TEXT.test(text);
}

export function encodeVideoCursor(cursor: VideoCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/**
 * The cursor a client sent back, or undefined when it is not one this server made for `sort`
 * (checked before PostgreSQL parses it, so a forged one is a 400, not a 500).
 */
export function decodeVideoCursor(raw: string, sort: VideoSort): VideoCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 2 || !value.every((v) => typeof v === 'string')) return undefined;
  const cursor = value as VideoCursor;
  if (sort !== 'title' && !isTimeCursor(cursor[0])) return undefined;
  return cursor;
}
