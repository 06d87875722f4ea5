import type { SubscriptionView } from '@common/contracts/billing';
import { CREDIT_PACKS } from '@common/catalog/credit-packs';
import { PLANS } from '@common/catalog/plans';
import type { Executor } from '../../db/client';
import { listRefundsOfUser, listSucceededPackPurchases } from './refund-repository';
import { listInvoices } from './repository';

type Receipt = SubscriptionView['invoices'][number];

/** The invoice list: plan invoices, credit-pack receipts and refunds (a negative amount), newest first. */
export async function listReceipts(db: Executor, userId: string): Promise<Receipt[]> {
  const [invoices, packs, refunds] = await Promise.all([listInvoices(db, userId), listSucceededPackPurchases(db, userId), listRefundsOfUser(db, userId)]);
  const receipts: Receipt[] = [
    ...invoices.map((row) => ({
      id: row.id,
      kind: 'subscription' as const,
      description: `${PLANS[row.plan].names.pricing} plan, ${row.period}`,
      plan: row.plan,
      period: row.period,
      amountCents: row.amountCents,
      status: row.status,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      createdAt: row.createdAt.toISOString(),
    })),
    ...packs.map((row) => {
      const at = (row.completedAt ?? row.createdAt).toISOString();
      return {
        id: row.id,
        kind: 'credit-pack' as const,
        description: `Credit pack: ${CREDIT_PACKS[row.packId].name}`,
        plan: null,
        period: null,
        amountCents: row.amountCents,
        status: 'paid' as const,
        periodStart: at,
        periodEnd: at,
        createdAt: at,
      };
    }),
    ...refunds
      .filter((row) => row.status === 'refunded')
      .map((row) => {
        const at = (row.decidedAt ?? row.requestedAt).toISOString();
        const what = row.kind === 'credit-back' ? 'Refund: 30-day credit-back guarantee' : 'Refund: cancelled within 7 days';
        return {
          id: row.id,
          kind: 'refund' as const,
          description: what,
          plan: null,
          period: null,
          amountCents: -row.amountCents,
          status: 'paid' as const,
          periodStart: at,
          periodEnd: at,
          createdAt: at,
        };
      }),
  ];
  return receipts.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
