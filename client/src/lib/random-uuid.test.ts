import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomUuid } from './random-uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('randomUuid', () => {
  it('makes distinct v4 UUIDs where the browser has no crypto.randomUUID (a plain-HTTP host)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes) });
    const made = Array.from({ length: 200 }, randomUuid);
    expect(made.every((id) => V4.test(id))).toBe(true);
    expect(new Set(made).size).toBe(200);
  });
});
