import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** OWASP's argon2id minimum (m=19 MiB, t=2, p=1). `2` is Algorithm.Argon2id, a const enum. */
export const ARGON2_OPTIONS: Options = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common and easy to guess. Please choose a less common password.';

// The 1,000 most frequent passwords of the zxcvbn-ts frequency list (MIT), one per line.
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Hashes run on libuv's thread pool, never on the event loop, and at most one per core but one at a
 * time: a burst of logins then queues here instead of taking every core (and 19 MiB each) away
 * from the requests the event loop is serving.
 */
const maxConcurrentHashes = Math.max(1, os.availableParallelism() - 1);
let runningHashes = 0;
const waitingHashes: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (runningHashes >= maxConcurrentHashes) await new Promise<void>((resolve) => waitingHashes.push(resolve));
  else runningHashes += 1;
  try {
    return await work();
  } finally {
    const next = waitingHashes.shift();
    if (next)
      next(); // the slot passes straight to the next waiter
    else runningHashes -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => hash(password, ARGON2_OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; with no hash (unknown e-mail) it verifies against a
 * dummy of the same cost and fails, so the answer takes as long either way.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('reelwright-dummy-password');
    const dummy = await dummyHash;
    await withHashSlot(() => verify(dummy, password)).catch(() => false);
    return false;
  }
  return withHashSlot(() => verify(storedHash, password)).catch(() => false);
}
