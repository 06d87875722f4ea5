import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * W3C Bitstring Status List v1.0: one list is 131,072 bits (16 KB, the spec's minimum, so a list
 * says nothing about how many certificates exist), bit 0 the left-most bit of the first byte. A set
 * bit means revoked. The list is published GZIP-compressed and base64url-encoded with the multibase
 * prefix `u`.
 */
export const STATUS_LIST_SIZE = 131_072;

/** Which list a certificate's index falls in, and its bit there. */
export function statusListPosition(index: number): { list: number; bit: number } {
  return { list: Math.floor(index / STATUS_LIST_SIZE), bit: index % STATUS_LIST_SIZE };
}

/** The list's bits with `bits` set, GZIP-compressed, base64url, multibase 'u'. */
export function encodeStatusList(bits: Iterable<number>): string {
  const bytes = new Uint8Array(STATUS_LIST_SIZE / 8);
  for (const bit of bits) {
    if (!Number.isInteger(bit) || bit < 0 || bit >= STATUS_LIST_SIZE) throw new RangeError(`Status list bit ${bit} is outside the list`);
    bytes[bit >> 3]! |= 0x80 >> (bit & 7);
  }
  // mtime 0 and a fixed level: the same bits always give the same bytes (and the same signature)
  return `u${gzipSync(bytes, { level: 9 }).toString('base64url')}`;
}

/** Reads one bit of an encoded list (what a verifier does). */
export function statusListBit(encodedList: string, bit: number): boolean {
  if (!encodedList.startsWith('u')) throw new Error('The encoded list has no multibase base64url prefix');
  const bytes = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  if (bytes.length * 8 < STATUS_LIST_SIZE) throw new Error('The status list is shorter than its minimum');
  return ((bytes[bit >> 3]! >> (7 - (bit & 7))) & 1) === 1;
}
