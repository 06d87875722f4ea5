import { ACCOUNT_MESSAGES } from '@common/contracts/account';
import { AppError } from '../../http/app-error';
import { assertUnderLimit, recordThrottleEvent } from '../throttle/service';
import type { AuthDeps } from './auth-deps';
import { verifyPassword } from './passwords';
import type { UserRow } from './repository';
import { wrongCurrentPasswords } from './throttle-rules';

/** Checks the current password, counting wrong ones like failed sign-ins (10 in 15 minutes per account). */
export async function assertCurrentPassword(deps: Pick<AuthDeps, 'db' | 'now'>, user: UserRow, password: string, field: string): Promise<void> {
  const now = deps.now();
  const limit = { db: deps.db, rule: wrongCurrentPasswords, subjects: [user.id], now };
  await assertUnderLimit(limit);
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordThrottleEvent(limit);
  throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.currentPasswordWrong, { fields: { [field]: ACCOUNT_MESSAGES.currentPasswordWrong } });
}
