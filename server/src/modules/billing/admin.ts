import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordAdminAudit } from '../admin-users/service';
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
  adminUserId: string;
  now: Date;
}) {
  const user = await findUserByEmail(options.db, options.email);
  if (!user) throw new AppError('NOT_FOUND', 'No account has this e-mail address.');
  const idempotencyKey = `admin:${options.idempotencyKey}`;
  // the ledger row and the admin audit row (the admin users screen's list) commit together; a replay writes neither again
  const { entry } = await options.db.transaction(async (tx) => {
    const move = await adjustCredits({
      tx,
      userId: user.id,
      amount: options.amount,
      reason: `Adjustment by ${options.adminName}: ${options.reason}`,
      idempotencyKey,
      now: options.now,
    });
    if (!move.replayed) {
      await recordAdminAudit(tx, {
        action: 'credits.adjusted',
        actorUserId: options.adminUserId,
        subjectUserId: user.id,
        reason: options.reason,
        detail: { amount: options.amount, balanceAfter: move.entry.balanceAfter },
        idempotencyKey: `credits:${user.id}:${idempotencyKey}`,
        at: options.now,
      });
    }
    return move;
  });
  return { balance: entry.balanceAfter };
}
