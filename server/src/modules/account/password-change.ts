import type { PasswordChangeRequest } from '@common/contracts/account';
import { AppError } from '../../http/app-error';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import { assertCurrentPassword, COMMON_PASSWORD_MESSAGE, deleteSessionsOfUser, hashPassword, isCommonPassword, type UserRow } from '../auth/service';
import type { AccountDeps } from './account-deps';
import { updateUserProfile } from './profile-repository';
import { passwordChangedMail } from './self-service-mail';

/** A new password, with the current one: every other session ends, this browser stays signed in. */
export async function changePassword(
  deps: Pick<AccountDeps, 'db' | 'queue' | 'now'>,
  user: UserRow,
  input: PasswordChangeRequest,
  currentTokenHash: string,
): Promise<number> {
  await assertCurrentPassword(deps, user, input.currentPassword, 'currentPassword');
  if (isCommonPassword(input.newPassword)) {
    throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, { fields: { newPassword: COMMON_PASSWORD_MESSAGE } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  const signedOut = await deps.db.transaction(async (tx) => {
    await updateUserProfile(tx, user.id, { passwordHash });
    return deleteSessionsOfUser(tx, user.id, currentTokenHash);
  });
  await deps.queue.send(sendMailJob, passwordChangedMail({ to: user.email, name: user.name }));
  return signedOut;
}
