import { CREDIT_RULES, notEnoughCreditsMessage, type LedgerKind, type LedgerResponse } from '@common/contracts/credits';
import type { Executor, Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  findEntryByKey,
  insertEntry,
  listEntries,
  listRenderSpends,
  lockBalance,
  readBalance,
  sumEntries,
  sumEntriesByKeys,
  sumSpentEntries,
  updateBalance,
  type LedgerRow,
} from './ledger-repository';
import { findPoolOwner } from './pool-repository';

/**
 * The one door to the credit ledger for every module (renders, sign-up, and later plans,
 * achievements and admin adjustments). Every move is one append-only row plus the balance, under
 * the balance row's lock, in the caller's transaction: it commits or rolls back with the change it
 * pays for. See docs/decisions/013-credit-ledger-and-studio.md.
 */

/** A move's row; `replayed` when its idempotency key had already been used (nothing new was written). */
export type LedgerMove = { entry: LedgerRow; replayed: boolean };

type MoveOptions = {
  /** The caller's transaction: the lock on the balance is held until it ends. */
  tx: Transaction;
  userId: string;
  /** Shown in the creator's history. */
  reason: string;
  /** One row per key and user, however often or concurrently the same key is sent. */
  idempotencyKey: string;
  now?: Date;
};

type Append = {
  userId: string;
  kind: LedgerKind;
  amount: number;
  reason: string;
  idempotencyKey: string;
  renderJobId?: string | null;
  actorUserId?: string | null;
};

/**
 * Appends one row and moves the balance with it. Concurrent moves of one user queue on the balance
 * lock, so a replayed key returns the first row, and a move the balance cannot cover is refused
 * with INSUFFICIENT_CREDITS (402, with the cost and the balance) before anything is written.
 * `prepare` runs once the move is known to go through, before the row is written, and returns the
 * render job the row points to.
 */
async function appendEntry(tx: Transaction, move: Append, now: Date, prepare?: () => Promise<string | null>): Promise<LedgerMove> {
  if (!Number.isInteger(move.amount) || move.amount === 0) throw new Error(`A ledger move needs a non-zero whole amount, not ${move.amount}.`);
  // A team member's moves go to the team's pool (its owner's balance), keyed per member so two
  // members' keys never meet; the row records who made the move.
  const poolUserId = await findPoolOwner(tx, move.userId);
  const isMember = poolUserId !== move.userId;
  const input = isMember ? { ...move, userId: poolUserId, idempotencyKey: `member:${move.userId}:${move.idempotencyKey}`, actorUserId: move.userId } : move;
  const balance = await lockBalance(tx, input.userId, now);
  const existing = await findEntryByKey(tx, input.userId, input.idempotencyKey);
  if (existing) return { entry: existing, replayed: true };
  const balanceAfter = balance + input.amount;
  if (balanceAfter < 0) {
    throw new AppError('INSUFFICIENT_CREDITS', notEnoughCreditsMessage(-input.amount, balance), { cost: -input.amount, balance });
  }
  const renderJobId = prepare ? await prepare() : (input.renderJobId ?? null);
  const entry = await insertEntry(tx, { ...input, renderJobId, balanceAfter, createdAt: now });
  await updateBalance(tx, input.userId, balanceAfter, now);
  return { entry, replayed: false };
}

function positive(amount: number): number {
  if (!(amount > 0)) throw new Error(`Expected a positive amount of credits, not ${amount}.`);
  return amount;
}

/** Adds credits (a plan's monthly credits, an achievement, a welcome bonus). */
export async function grantCredits(options: MoveOptions & { amount: number }): Promise<LedgerMove> {
  const { tx, now = new Date(), amount, ...input } = options;
  return appendEntry(tx, { ...input, kind: 'grant', amount: positive(amount) }, now);
}

/**
 * Takes `amount` credits, or refuses with INSUFFICIENT_CREDITS. `prepare` runs inside the same
 * transaction only when the spend goes through (not on a replay, not when refused) and returns the
 * render job the row pays for: a render creates its job there, so the job exists exactly when its
 * credits were spent.
 */
export async function spendCredits(options: MoveOptions & { amount: number; prepare?: () => Promise<string | null> }): Promise<LedgerMove> {
  const { tx, now = new Date(), amount, prepare, ...input } = options;
  return appendEntry(tx, { ...input, kind: 'spend', amount: -positive(amount) }, now, prepare);
}

/** An operator's correction, either way; it cannot take the balance below zero. */
export async function adjustCredits(options: MoveOptions & { amount: number }): Promise<LedgerMove> {
  const { tx, now = new Date(), ...input } = options;
  return appendEntry(tx, { ...input, kind: 'adjustment' }, now);
}

/** Clarifications "Plans, prices, credits": what one video costs. */
export function getRenderCost(): number {
  return CREDIT_RULES.renderCost;
}

/**
 * Pays for one render. `requestKey` is the client's key for the attempt (kept across a retried
 * POST), so a repeated request returns the first spend, whose `renderJobId` is the first video.
 * `createRender` makes the job in the same transaction and returns its id. `cost` is the video's
 * price (renderCostCredits: its length's); absent, one default video's.
 */
export async function spendRenderCredits(options: {
  tx: Transaction;
  userId: string;
  title: string;
  requestKey: string;
  now?: Date;
  cost?: number;
  createRender: (cost: number) => Promise<string>;
}): Promise<LedgerMove> {
  const cost = options.cost ?? getRenderCost();
  return spendCredits({
    tx: options.tx,
    userId: options.userId,
    amount: cost,
    reason: `Video: ${options.title}`,
    idempotencyKey: `render:${options.requestKey}`,
    now: options.now,
    prepare: () => options.createRender(cost),
  });
}

/**
 * Gives back what a failed render spent, once: the refund's key is derived from the spend row, so
 * a failure reported twice (a retried attempt, a redelivered job) refunds nothing more. Returns
 * the credits refunded by this call. Call it in the transaction that fails the render.
 */
export async function refundRender(options: { tx: Transaction; renderJobId: string; now?: Date }): Promise<number> {
  const { tx, renderJobId, now = new Date() } = options;
  let refunded = 0;
  for (const spend of await listRenderSpends(tx, renderJobId)) {
    const { replayed } = await appendEntry(
      tx,
      {
        userId: spend.userId,
        kind: 'refund',
        amount: -spend.amount,
        reason: 'Refund: the video could not be rendered',
        idempotencyKey: `refund:${spend.id}`,
        renderJobId,
      },
      now,
    );
    if (!replayed) refunded -= spend.amount;
  }
  return refunded;
}

/** The 40 base credits and the 100-credit welcome bonus of a new account, as two rows; call it in the sign-up transaction. */
export async function grantSignupCredits(options: { tx: Transaction; userId: string; now?: Date }): Promise<void> {
  await grantCredits({ ...options, amount: CREDIT_RULES.signupBase, reason: 'Free account credits', idempotencyKey: 'signup:base' });
  await grantCredits({ ...options, amount: CREDIT_RULES.signupBonus, reason: 'Welcome bonus', idempotencyKey: 'signup:bonus' });
}

/** The balance the user spends from: a team member's is the team's pool. */
export async function getBalance(options: { db: Executor; userId: string }): Promise<number> {
  return readBalance(options.db, await findPoolOwner(options.db, options.userId));
}

/** One page of a user's history, newest first; `nextBefore` asks for the page after it. */
export async function listLedger(options: { db: Executor; userId: string; before?: number; limit: number }): Promise<LedgerResponse> {
  const poolUserId = await findPoolOwner(options.db, options.userId);
  const rows = await listEntries(options.db, poolUserId, { before: options.before, limit: options.limit + 1 });
  const page = rows.slice(0, options.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      renderJobId: row.renderJobId,
      actorName: row.actorName,
      createdAt: row.createdAt.toISOString(),
    })),
    nextBefore: rows.length > options.limit ? page.at(-1)!.id : null,
  };
}

/** Credits the user's renders used so far (spends less refunds). */
export async function getSpentCredits(options: { db: Executor; userId: string }): Promise<number> {
  return sumSpentEntries(options.db, options.userId);
}

/** For audits and tests: the sum of a user's rows, which always equals the stored balance. */
export async function sumLedger(options: { db: Executor; userId: string }): Promise<number> {
  return sumEntries(options.db, await findPoolOwner(options.db, options.userId));
}

/** What a user's own moves with these idempotency keys added up to (billing: the credits a period granted). */
export async function sumCreditsByKeys(options: { db: Executor; userId: string; idempotencyKeys: string[] }): Promise<number> {
  return sumEntriesByKeys(options.db, options.userId, options.idempotencyKeys);
}

/** Whether a user's own ledger already has a row with this key (a one-time grant such as the paid welcome bonus). */
export async function hasCreditMove(options: { db: Executor; userId: string; idempotencyKey: string }): Promise<boolean> {
  return (await findEntryByKey(options.db, options.userId, options.idempotencyKey)) !== undefined;
}
