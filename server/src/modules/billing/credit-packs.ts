import type { TestCard } from '@common/contracts/billing';
import type { PackPurchase } from '@common/contracts/credit-packs';
import { CREDIT_PACKS, type CreditPackId } from '@common/catalog/credit-packs';
import type { Transaction } from '../../db/client';
import { AppError } from '../../http/app-error';
import { chargeTestCard } from '../../providers/payments/index';
import { grantCredits } from '../credits/service';
import type { BillingDeps } from './deps';
import { findPackPurchase, insertPackPurchase, updatePackPurchase, type PackPurchaseRow } from './refund-repository';

/**
 * One-time credit packs (issue 31), for any signed-in account on any plan: priced by the server
 * from the catalogue, paid on Stripe Checkout (`payment` mode) or the TEST MODE card form, and
 * granted once through the credits service, keyed by the purchase.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const packGrantKey = (purchaseId: string) => `credit-pack:${purchaseId}`;

function present(row: PackPurchaseRow): PackPurchase {
  return {
    id: row.id,
    packId: row.packId,
    name: CREDIT_PACKS[row.packId].name,
    credits: row.credits,
    amountCents: row.amountCents,
    status: row.status,
    failureMessage: row.failureMessage,
    provider: row.provider,
    redirectUrl: row.status === 'open' && row.provider === 'stripe' ? (row.redirectUrl ?? null) : null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function startPackPurchase(deps: BillingDeps, user: { id: string; email: string }, packId: CreditPackId): Promise<PackPurchase> {
  const pack = CREDIT_PACKS[packId];
  let row = await insertPackPurchase(deps.db, {
    userId: user.id,
    packId,
    credits: pack.credits,
    amountCents: pack.priceCents,
    status: 'open',
    provider: deps.payments.id,
    createdAt: deps.now(),
  });
  const origin = deps.config.publicOrigin;
  const session = await deps.payments.createPackCheckoutSession({
    purchaseId: row.id,
    userId: user.id,
    email: user.email,
    name: `Reelwright: ${pack.name}`,
    amountCents: pack.priceCents,
    successUrl: `${origin}/subscription?pack=${row.id}`,
    cancelUrl: `${origin}/subscription`,
  });
  if (session) row = await updatePackPurchase(deps.db, row.id, { providerSessionId: session.sessionId, redirectUrl: session.url });
  return present(row);
}

async function ownPurchase(deps: BillingDeps, userId: string, id: string): Promise<PackPurchaseRow> {
  const row = await findPackPurchase(deps.db, id);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'Purchase not found.');
  return row;
}

export async function getPackPurchase(deps: BillingDeps, userId: string, id: string): Promise<PackPurchase> {
  return present(await ownPurchase(deps, userId, id));
}

/**
 * A paid pack's effect, once: the purchase row is locked, and the grant's key is the purchase's id,
 * so a replayed webhook, a second worker or a resent card form grants nothing more.
 */
export async function completePackPurchase(tx: Transaction, id: string, now: Date): Promise<PackPurchaseRow | undefined> {
  if (!UUID.test(id)) return undefined; // a session another system made on the same Stripe account
  const row = await findPackPurchase(tx, id, { lock: true });
  if (!row || row.status === 'succeeded') return row;
  await grantCredits({
    tx,
    userId: row.userId,
    amount: row.credits,
    reason: `Credit pack: ${CREDIT_PACKS[row.packId].name}`,
    idempotencyKey: packGrantKey(row.id),
    now,
  });
  return updatePackPurchase(tx, id, { status: 'succeeded', failureMessage: null, completedAt: now });
}

/** TEST MODE: Stripe's test cards on our own form; a declining number leaves the purchase declined and grants nothing. */
export async function payTestPackPurchase(deps: BillingDeps, userId: string, id: string, card: TestCard): Promise<PackPurchase> {
  if (deps.payments.id !== 'test') throw new AppError('NOT_FOUND', 'This purchase is paid on Stripe.');
  const outcome = chargeTestCard(card.cardNumber);
  const row = await ownPurchase(deps, userId, id);
  if (row.status !== 'open' && row.status !== 'declined' && row.status !== 'succeeded')
    throw new AppError('CONFLICT', 'This purchase is closed. Choose a pack again.');
  const now = deps.now();
  if (!outcome.ok) {
    if (row.status === 'succeeded') return present(row);
    await updatePackPurchase(deps.db, id, { status: 'declined', failureMessage: outcome.message });
    throw new AppError('PAYMENT_DECLINED', outcome.message, { decline: outcome.code });
  }
  return present((await deps.db.transaction((tx) => completePackPurchase(tx, id, now)))!);
}
