import { deriveUsername } from '@common/rules/username';
import { AUTH_LIMITS } from '@common/contracts/auth';
import type { Executor } from '../../db/client';
import { findUsernamesLike } from './repository';

/**
 * The spec's username for an e-mail (common/rules/username.ts), made unique by appending the
 * lowest free number: ada, ada2, ada3… An address with no usable characters becomes "user".
 */
export async function chooseUsername(db: Executor, email: string): Promise<string> {
  const base = deriveUsername(email).slice(0, AUTH_LIMITS.usernameMax - 8) || 'user';
  const taken = new Set(await findUsernamesLike(db, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}
