/**
 * Accepts only a path on this site ("/checkout?plan=pro"), never an address that a browser would
 * take to another origin: no "//host", no "/\host", no scheme, no control or space characters, no
 * encoded slashes or backslashes that a later decode could turn into one. Anything else is null.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  if (value[0] !== '/') return null;
  if (value[1] === '/' || value[1] === '\\') return null;
  // Whitespace and control characters are stripped or reinterpreted by URL parsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/.test(value)) return null;
  // Percent-encoded slashes, backslashes, dots and control characters are refused outright.
  if (/%(2f|5c|2e|0[0-9a-f]|1[0-9a-f]|7f|25)/i.test(value)) return null;
  // Last word goes to a real URL parser: the path must stay on the origin it is resolved against.
  const base = 'https://reelwright.invalid';
  try {
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}
