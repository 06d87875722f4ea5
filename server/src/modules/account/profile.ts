import {
  ACCOUNT_MESSAGES,
  type AccountSession,
  type EmailChangeRequest,
  type EmailPreferences,
  type PasswordChangeRequest,
  type ProfileUpdateRequest,
} from '@common/contracts/account';
import { AppError } from '../../http/app-error';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import { assertUnderLimit, recordThrottleEvent } from '../throttle/service';
import type { AuthDeps } from './auth-deps';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { findUserByEmail, type UserRow } from './repository';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import {
  deleteEmailChangeTokensOfUser,
  deleteSessionByPrefix,
  deleteSessionsOfUser,
  findEmailPreferences,
  findUserById,
  insertEmailChangeToken,
  isEmailTaken,
  isUsernameTaken,
  listSessionsOfUser,
  takeEmailChangeToken,
  updateUserProfile,
  upsertEmailPreferences,
} from './self-service-repository';
import { emailChangeConfirmMail, emailChangeNoticeMail, passwordChangedMail } from './self-service-mail';
import { emailChangesPerUser, wrongCurrentPasswords } from './throttle-rules';
import { deleteVerificationTokensOfUser } from './verification-repository';

const EMAIL_CHANGE_VALID_HOURS = 24;
const UNIQUE_VIOLATION = '23505';
const GONE = 'Your account no longer exists. Please sign in again.';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === UNIQUE_VIOLATION && pgError.constraint === constraint;
}

const usernameTaken = () => new AppError('CONFLICT', ACCOUNT_MESSAGES.usernameTaken, { fields: { username: ACCOUNT_MESSAGES.usernameTaken } });

/** The id the sessions list shows for a session: a prefix of its stored hash, never the cookie's token. */
export function sessionIdOf(tokenHash: string): string {
  return tokenHash.slice(0, 16);
}

/** Checks the current password, counting wrong ones like failed sign-ins (10 in 15 minutes per account). */
export async function assertCurrentPassword(deps: Pick<AuthDeps, 'db' | 'now'>, user: UserRow, password: string, field: string): Promise<void> {
  const now = deps.now();
  const limit = { db: deps.db, rule: wrongCurrentPasswords, subjects: [user.id], now };
  await assertUnderLimit(limit);
  if (await verifyPassword(user.passwordHash, password)) return;
  await recordThrottleEvent(limit);
  throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.currentPasswordWrong, { fields: { [field]: ACCOUNT_MESSAGES.currentPasswordWrong } });
}

/** Renames the user and/or takes a new username (unique; the same a-z0-9 alphabet as sign-up derives). */
export async function updateProfile(deps: Pick<AuthDeps, 'db'>, userId: string, input: ProfileUpdateRequest): Promise<UserRow> {
  if (input.name === undefined && input.username === undefined) {
    const user = await findUserById(deps.db, userId);
    if (!user) throw new AppError('UNAUTHORIZED', GONE);
    return user;
  }
  if (input.username !== undefined && (await isUsernameTaken(deps.db, input.username, userId))) throw usernameTaken();
  try {
    const user = await updateUserProfile(deps.db, userId, input);
    if (!user) throw new AppError('UNAUTHORIZED', GONE);
    return user;
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_key')) throw usernameTaken();
    throw error;
  }
}

/** A new password, with the current one: every other session ends, this browser stays signed in. */
export async function changePassword(deps: AuthDeps, user: UserRow, input: PasswordChangeRequest, currentTokenHash: string): Promise<number> {
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

/**
 * Starts a change of address: a link to the new address (which must confirm) and a notice to the
 * current one. The account keeps its address, for sign-in too, until the link is opened.
 */
export async function requestEmailChange(deps: AuthDeps, user: UserRow, input: EmailChangeRequest): Promise<string> {
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
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<string> {
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

export async function listSessions(deps: Pick<AuthDeps, 'db'>, userId: string, currentTokenHash: string): Promise<AccountSession[]> {
  const rows = await listSessionsOfUser(deps.db, userId);
  return rows.map((row) => ({
    id: sessionIdOf(row.tokenHash),
    current: row.tokenHash === currentTokenHash,
    userAgent: row.userAgent,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}

/** Signs out one of the user's sessions (another user's id is simply not found). */
export async function endSessionById(deps: Pick<AuthDeps, 'db'>, userId: string, id: string): Promise<void> {
  if ((await deleteSessionByPrefix(deps.db, userId, id)) === 0) throw new AppError('NOT_FOUND', 'This session has already ended.');
}

/** "Sign out everywhere": every session of the user, this one included. */
export function endAllSessions(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<number> {
  return deleteSessionsOfUser(deps.db, userId);
}

const DEFAULT_PREFERENCES: EmailPreferences = { productUpdates: true, learningTips: true, achievementDigest: true };

export async function getEmailPreferences(deps: Pick<AuthDeps, 'db'>, userId: string): Promise<EmailPreferences> {
  const row = await findEmailPreferences(deps.db, userId);
  return row ? { productUpdates: row.productUpdates, learningTips: row.learningTips, achievementDigest: row.achievementDigest } : DEFAULT_PREFERENCES;
}

export async function setEmailPreferences(deps: Pick<AuthDeps, 'db' | 'now'>, userId: string, input: EmailPreferences): Promise<EmailPreferences> {
  const row = await upsertEmailPreferences(deps.db, { userId, ...input, updatedAt: deps.now() });
  return { productUpdates: row.productUpdates, learningTips: row.learningTips, achievementDigest: row.achievementDigest };
}
