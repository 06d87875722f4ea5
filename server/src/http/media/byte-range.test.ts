import { parseRange } from './byte-range';

describe('parseRange (RFC 9110 single ranges)', () => {
  const size = 1000;
  it.each([
    ['bytes=0-1', { start: 0, end: 1 }],
    ['bytes=-500', { start: 500, end: 999 }],
    ['bytes=990-', { start: 990, end: 999 }],
    ['bytes=0-5000', { start: 0, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
  ])('%s is partial', (header, range) => {
    expect(parseRange(header, size)).toEqual({ kind: 'partial', range });
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s cannot be satisfied', (header) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, '', 'items=0-1', 'bytes=5-2', 'bytes=0-1,5-6', 'bytes=-'])('%s means the whole file', (header) => {
    expect(parseRange(header, size)).toEqual({ kind: 'full' });
  });
});
