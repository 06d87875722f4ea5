import { AppError } from '../../http/app-error';
import { sendMailJob } from '../../jobs/definitions/send-mail';
import { assertUnderLimit, recordThrottleEvent } from '../throttle/service';
import type { AuthDeps, RequestMeta } from './auth-deps';
import { updateUser, type UserRow } from './repository';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { verificationMailsPerIp } from './throttle-rules';
import { verificationMail } from './verification-mail';
import { deleteVerificationTokensOfUser, findVerificationToken, insertVerificationToken } from './verification-repository';

const VALID_HOURS = 24;

/** Issues a fresh link (voiding earlier ones) and queues the e-mail that carries it. */
export async function sendVerificationMail(deps: AuthDeps, user: UserRow): Promise<void> {
  const now = deps.now();
  const token = newSecretToken();
  await deps.db.transaction(async (tx) => {
    await deleteVerificationTokensOfUser(tx, user.id);
    await insertVerificationToken(tx, {
      tokenHash: hashSecretToken(token),
      userId: user.id,
      email: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VALID_HOURS * 3_600_000),
    });
  });
  const link = `${deps.config.publicOrigin}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.queue.send(sendMailJob, verificationMail({ to: user.email, name: user.name, link, validHours: VALID_HOURS }));
}

/** Marks the address behind a link as verified; the link works once. */
export async function verifyEmailToken(deps: AuthDeps, token: string): Promise<{ email: string }> {
  const found = await findVerificationToken(deps.db, hashSecretToken(token));
  if (!found) {
    throw new AppError('LINK_INVALID', 'This verification link is not valid. It may have been used already; sign in to get a new one.');
  }
  if (deps.now() >= found.expiresAt) {
    throw new AppError('LINK_EXPIRED', 'This verification link has expired. Sign in to get a new one.');
  }
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, found.userId, { emailVerifiedAt: deps.now() });
    await deleteVerificationTokensOfUser(tx, found.userId);
  });
  return { email: found.email };
}

/** A signed-in user asks for a new link; limited per IP. */
export async function resendVerification(deps: AuthDeps, user: UserRow, meta: RequestMeta): Promise<'sent' | 'already-verified'> {
  if (user.emailVerifiedAt) return 'already-verified';
  const now = deps.now();
  await assertUnderLimit({ db: deps.db, rule: verificationMailsPerIp, subjects: [meta.ip], now });
  await sendVerificationMail(deps, user);
  await recordThrottleEvent({ db: deps.db, rule: verificationMailsPerIp, subjects: [meta.ip], now });
  return 'sent';
}
