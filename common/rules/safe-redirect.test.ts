import fc from 'fast-check';
import { safeRedirectPath } from './safe-redirect';

const ORIGIN = 'https://app.example';

/** Pieces attackers use to leave the origin, mixed into otherwise random strings. */
const tricky = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  '///',
  'http:',
  'https:',
  'javascript:',
  'data:',
  'mailto:',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%2e',
  '.',
  '..',
  '@',
  ':',
  '#',
  '?',
  ' ',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  '\u00a0',
  '\u2028',
  '\ufeff',
  'evil.com',
  '%09',
  '%0a',
  '%00',
  '\u3000',
  'ｅｖｉｌ',
  '／',
  '＼',
);
const candidate = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.array(fc.oneof(tricky, fc.string({ maxLength: 6 })), { maxLength: 8 }).map((parts) => parts.join('')),
  fc.array(fc.oneof(tricky, fc.string({ maxLength: 4 })), { maxLength: 8 }).map((parts) => `/${parts.join('')}`),
);

function staysOnOrigin(path: string): boolean {
  return new URL(path, ORIGIN).origin === ORIGIN;
}

/** What a later decode could turn the path into (a malformed escape stays as it is). */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

describe('safeRedirectPath', () => {
  it('only ever accepts a single-slash path that stays on this origin, even decoded (10,000+ strings)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(candidate, (value) => {
        const result = safeRedirectPath(value);
        if (result === null) return;
        accepted += 1;
        expect(result).toBe(value);
        expect(value[0]).toBe('/');
        expect(['/', '\\']).not.toContain(value[1]);
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        expect(value).not.toMatch(/[\u0000-\u0020\u007f-\u009f\\]|%2f|%5c|%25/i);
        expect(staysOnOrigin(value)).toBe(true);
        expect(staysOnOrigin(decoded(value))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
    // the generator reaches the accepting side too, so the property says something
    expect(accepted).toBeGreaterThan(100);
  });

  it('accepts every ordinary in-app path', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    const path = fc
      .tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.option(fc.stringMatching(/^[a-z]{1,6}=[a-z0-9]{1,8}$/)))
      .map(([segments, query]) => `/${segments.join('/')}${query ? `?${query}` : ''}`);
    fc.assert(
      fc.property(path, (value) => safeRedirectPath(value) === value),
      { numRuns: 2_000 },
    );
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    '/%2f%2fevil.com',
    '/%5cevil.com',
    ' /dashboard',
    '/\tdashboard',
    '',
    '\u0000/x',
  ])('refuses %j', (value) => expect(safeRedirectPath(value)).toBeNull());

  it.each(['/dashboard', '/checkout?plan=pro', '/animation/42?shareToken=abc#top'])('accepts %j', (value) => {
    expect(safeRedirectPath(value)).toBe(value);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['/dashboard']]) expect(safeRedirectPath(value)).toBeNull();
  });
});
