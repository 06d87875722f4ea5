import { ACCOUNT_MESSAGES } from '@common/contracts/account';
import { AppError } from '../../http/app-error';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import { assertUnderLimit, clearThrottleEvents, recordThrottleEvent } from '../throttle/service';
import {
  COMMON_PASSWORD_MESSAGE,
  deleteSessionsOfUser,
  failedLoginsPerAccount,
  findUserByEmail,
  hashPassword,
  hashSecretToken,
  isCommonPassword,
  newSecretToken,
  passwordResetsPerEmail,
  passwordResetsPerIp,
  type RequestMeta,
} from '../auth/service';
import type { AccountDeps } from './account-deps';
import { deletePasswordResetTokensOfUser, insertPasswordResetToken, takePasswordResetToken } from './password-reset-repository';
import { updateUserProfile } from './profile-repository';
import { passwordResetMail } from './self-service-mail';

const RESET_VALID_MINUTES = 30;

/**
 * Sends a one-time reset link when the address has an account. Known and unknown addresses get the
 * same answer and count toward the same limits (per address and per IP), so the call tells nobody
 * whether an account exists.
 */
export async function requestPasswordReset(deps: Pick<AccountDeps, 'db' | 'queue' | 'config' | 'now'>, email: string, meta: RequestMeta): Promise<void> {
  const now = deps.now();
  const limits = [
    { rule: passwordResetsPerEmail, subjects: [email] },
    { rule: passwordResetsPerIp, subjects: [meta.ip] },
  ];
  for (const limit of limits) await assertUnderLimit({ db: deps.db, now, ...limit });
  for (const limit of limits) await recordThrottleEvent({ db: deps.db, now, ...limit });
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = newSecretToken();
  await insertPasswordResetToken(deps.db, {
    tokenHash: hashSecretToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
  });
  const link = `${deps.config.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.queue.send(sendMailJob, passwordResetMail({ to: user.email, name: user.name, link, validMinutes: RESET_VALID_MINUTES }));
}

/** Sets the new password from a link: once, within 30 minutes; every session of the account ends. */
export async function resetPassword(deps: Pick<AccountDeps, 'db' | 'now'>, token: string, newPassword: string): Promise<void> {
  if (isCommonPassword(newPassword)) {
    throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, { fields: { newPassword: COMMON_PASSWORD_MESSAGE } });
  }
  const passwordHash = await hashPassword(newPassword);
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await takePasswordResetToken(tx, hashSecretToken(token));
    if (!found) return 'invalid' as const;
    if (now >= found.expiresAt) return 'expired' as const;
    const user = await updateUserProfile(tx, found.userId, { passwordHash });
    await deletePasswordResetTokensOfUser(tx, found.userId);
    await deleteSessionsOfUser(tx, found.userId);
    return user;
  });
  // the expired link is spent too (deleted above), so asking again gives "invalid": the user must ask for a new one
  if (outcome === 'invalid' || !outcome) throw new AppError('LINK_INVALID', ACCOUNT_MESSAGES.resetLinkInvalid);
  if (outcome === 'expired') throw new AppError('LINK_EXPIRED', ACCOUNT_MESSAGES.resetLinkExpired);
  // whoever proves the mailbox may sign in again at once
  await clearThrottleEvents({ db: deps.db, rule: failedLoginsPerAccount, subjects: [outcome.email] });
}
