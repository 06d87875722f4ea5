import type { ByteRange } from '../../providers/storage/media-storage';

export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads an HTTP Range header against a file of `size` bytes (RFC 9110 §14). Only one range is
 * served; a multi-range request gets the whole file, which the RFC allows. A header we cannot
 * parse is ignored (full file), as the RFC asks.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header.trim());
  if (!match) return { kind: 'full' };
  const [, first, last] = match as unknown as [string, string, string];
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    // suffix: the last N bytes
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'full' }; // invalid syntax per the RFC: ignore the header
  return { kind: 'partial', range: { start, end } };
}
