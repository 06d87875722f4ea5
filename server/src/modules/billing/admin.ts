import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { adjustCredits } from '../credits/service';
import { findUserByEmail, listAllSubscriptions } from './repository';

/** The admin's billing screens: live subscriptions, and credit corrections by e-mail. */

export async function listSubscriptionsForAdmin(db: Database) {
  const rows = await listAllSubscriptions(db);
  return { subscriptions: rows.map((row) => ({ ...row, currentPeriodEnd: row.currentPeriodEnd.toISOString() })) };
}

/** An admin's credit correction: `idempotencyKey` is the form's key for this one adjustment, so a resent form changes the balance once. */
export async function adjustUserCredits(options: {
  db: Database;
  email: string;
  amount: number;
  reason: string;
  idempotencyKey: string;
  adminName: string;
  now: Date;
}) {
  const user = await findUserByEmail(options.db, options.email);
  if (!user) throw new AppError('NOT_FOUND', 'No account has this e-mail address.');
  const { entry } = await options.db.transaction((tx) =>
    adjustCredits({
      tx,
      userId: user.id,
      amount: options.amount,
      reason: `Adjustment by ${options.adminName}: ${options.reason}`,
      idempotencyKey: `admin:${options.idempotencyKey}`,
      now: options.now,
    }),
  );
  return { balance: entry.balanceAfter };
}
