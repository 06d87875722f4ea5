import { ACCOUNT_MESSAGES, type EmailChangeRequest } from '@common/contracts/account';
import { AppError } from '../../http/app-error';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import { assertUnderLimit, recordThrottleEvent } from '../throttle/service';
import {
  assertCurrentPassword,
  deleteVerificationTokensOfUser,
  emailChangesPerUser,
  findUserByEmail,
  hashSecretToken,
  newSecretToken,
  type UserRow,
} from '../auth/service';
import type { AccountDeps } from './account-deps';
import { deleteEmailChangeTokensOfUser, insertEmailChangeToken, takeEmailChangeToken } from './email-change-repository';
import { isUniqueViolation } from './profile';
import { isEmailTaken, updateUserProfile } from './profile-repository';
import { emailChangeConfirmMail, emailChangeNoticeMail } from './self-service-mail';

const EMAIL_CHANGE_VALID_HOURS = 24;

/**
 * Starts a change of address: a link to the new address (which must confirm) and a notice to the
 * current one. The account keeps its address, for sign-in too, until the link is opened.
 */
export async function requestEmailChange(
  deps: Pick<AccountDeps, 'db' | 'queue' | 'config' | 'now'>,
  user: UserRow,
  input: EmailChangeRequest,
): Promise<string> {
  if (input.email === user.email.toLowerCase()) {
    throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.sameEmail, { fields: { email: ACCOUNT_MESSAGES.sameEmail } });
  }
  await assertCurrentPassword(deps, user, input.currentPassword, 'currentPassword');
  const now = deps.now();
  await assertUnderLimit({ db: deps.db, rule: emailChangesPerUser, subjects: [user.id], now });
  if (await isEmailTaken(deps.db, input.email, user.id)) {
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.', { fields: { email: 'An account with this email already exists' } });
  }
  const token = newSecretToken();
  await deps.db.transaction(async (tx) => {
    await deleteEmailChangeTokensOfUser(tx, user.id);
    await insertEmailChangeToken(tx, {
      tokenHash: hashSecretToken(token),
      userId: user.id,
      newEmail: input.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_VALID_HOURS * 3_600_000),
    });
  });
  await recordThrottleEvent({ db: deps.db, rule: emailChangesPerUser, subjects: [user.id], now });
  const link = `${deps.config.publicOrigin}/confirm-email?token=${encodeURIComponent(token)}`;
  await deps.queue.send(sendMailJob, emailChangeConfirmMail({ to: input.email, name: user.name, link, validHours: EMAIL_CHANGE_VALID_HOURS }));
  await deps.queue.send(sendMailJob, emailChangeNoticeMail({ to: user.email, name: user.name, newEmail: input.email }));
  return input.email;
}

/** Opens the link from the new address: the account now signs in with it (and it counts as verified). */
export async function confirmEmailChange(deps: Pick<AccountDeps, 'db' | 'now'>, token: string): Promise<string> {
  const now = deps.now();
  const found = await takeEmailChangeToken(deps.db, hashSecretToken(token));
  if (!found) throw new AppError('LINK_INVALID', ACCOUNT_MESSAGES.emailLinkInvalid);
  if (now >= found.expiresAt) throw new AppError('LINK_EXPIRED', ACCOUNT_MESSAGES.emailLinkExpired);
  const owner = await findUserByEmail(deps.db, found.newEmail);
  if (owner && owner.id !== found.userId) {
    throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.');
  }
  try {
    const user = await deps.db.transaction(async (tx) => {
      // links sent to the old address no longer prove anything about the account's address
      await deleteVerificationTokensOfUser(tx, found.userId);
      return updateUserProfile(tx, found.userId, { email: found.newEmail, emailVerifiedAt: now });
    });
    if (!user) throw new AppError('LINK_INVALID', ACCOUNT_MESSAGES.emailLinkInvalid);
    return user.email;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key')) throw new AppError('EMAIL_TAKEN', 'An account with this email already exists.');
    throw error;
  }
}
