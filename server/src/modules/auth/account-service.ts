import type { LoginRequest, NavigationPath, RegisterRequest } from '@common/contracts/auth';
import { ACCOUNT_DISABLED_MESSAGE } from '@common/contracts/errors';
import { publishEvent } from '../../events/publish';
import { grantSignupCredits } from '../credits/service';
import { AppError } from '../../http/app-error';
import { assertUnderLimit, clearThrottleEvents, recordThrottleEvent } from '../throttle/service';
import type { AuthDeps, RequestMeta } from './auth-deps';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword, verifyPassword } from './passwords';
import { findUserByEmail, insertUser, updateUser, type UserRow } from './repository';
import { startSession } from './session-service';
import { failedLoginsPerAccount, failedLoginsPerIp, registrationsPerIp } from './throttle-rules';
import { chooseUsername } from './usernames';
import { sendVerificationMail } from './verification-service';

export type SignedIn = { user: UserRow; sessionToken: string };

const INVALID_CREDENTIALS = 'Invalid email or password';
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === UNIQUE_VIOLATION && pgError.constraint === constraint;
}

/** Creates the account, sends the verification mail and signs the new user in. */
export async function registerAccount(deps: AuthDeps, input: RegisterRequest, meta: RequestMeta): Promise<SignedIn> {
  const now = deps.now();
  await assertUnderLimit({ db: deps.db, rule: registrationsPerIp, subjects: [meta.ip], now });
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, { fields: { password: COMMON_PASSWORD_MESSAGE } });
  }
  const emailTaken = new AppError('EMAIL_TAKEN', 'An account with this email already exists. Sign in instead.', {
    fields: { email: 'An account with this email already exists' },
  });
  if (await findUserByEmail(deps.db, input.email)) throw emailTaken;

  const passwordHash = await hashPassword(input.password);
  const role = deps.config.ADMIN_EMAILS.includes(input.email) ? 'admin' : 'user';
  let user: UserRow | undefined;
  // Two sign-ups may pick the same free username at once; the unique index decides, we pick again.
  for (let attempt = 0; !user; attempt++) {
    try {
      const username = await chooseUsername(deps.db, input.email);
      // the account, its welcome credits and its event exist together or not at all
      user = await deps.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: input.email,
          name: input.name,
          username,
          passwordHash,
          primaryObstacle: input.primaryObstacle,
          role,
          createdAt: now,
        });
        await grantSignupCredits({ tx, userId: created.id, now });
        await publishEvent(tx, 'user.signed_up', { userId: created.id });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_lower_key')) throw emailTaken;
      if (!isUniqueViolation(error, 'users_username_key') || attempt >= 4) throw error;
    }
  }
  await recordThrottleEvent({ db: deps.db, rule: registrationsPerIp, subjects: [meta.ip], now });
  await sendVerificationMail(deps, user);
  return { user, sessionToken: await startSession({ db: deps.db, now }, user.id, meta) };
}

/**
 * Signs in with e-mail and password. Unknown e-mails cost the same hashing time and get the same
 * answer as a wrong password; failures count toward a 15-minute limit per account and per IP.
 */
export async function signIn(deps: AuthDeps, input: LoginRequest, meta: RequestMeta): Promise<SignedIn> {
  const now = deps.now();
  const limits = [
    { rule: failedLoginsPerAccount, subjects: [input.email] },
    { rule: failedLoginsPerIp, subjects: [meta.ip] },
  ];
  for (const limit of limits) await assertUnderLimit({ db: deps.db, now, ...limit });

  const user = await findUserByEmail(deps.db, input.email);
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) {
    for (const limit of limits) await recordThrottleEvent({ db: deps.db, now, ...limit });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS);
  }
  // told only after the right password, so the answer reveals nothing to someone guessing
  if (user.disabledAt) throw new AppError('ACCOUNT_DISABLED', ACCOUNT_DISABLED_MESSAGE);
  await clearThrottleEvents({ db: deps.db, rule: failedLoginsPerAccount, subjects: [input.email] });
  return { user, sessionToken: await startSession({ db: deps.db, now }, user.id, meta) };
}

export async function chooseNavigationPath(deps: Pick<AuthDeps, 'db'>, userId: string, navigationPath: NavigationPath): Promise<UserRow> {
  const user = await updateUser(deps.db, userId, { navigationPath });
  if (!user) throw new AppError('UNAUTHORIZED', 'Your account no longer exists. Please sign in again.');
  return user;
}
