import type { PackPurchase } from '@common/contracts/credit-packs';
import { CREDIT_PACK_IDS, CREDIT_PACKS, packVideos } from '@common/catalog/credit-packs';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { dollars } from '@/content/billing-copy';
import { MONEY_BACK_COPY as C } from '@/content/money-back-copy';
import { usePayPackPurchase, useStartPackPurchase } from '../api/credit-packs';
import { TestCardForm } from './test-card-form';

function PackPayment({ purchase, onPaid }: { purchase: PackPurchase; onPaid(): void }) {
  const pay = usePayPackPurchase(purchase.id);
  return (
    <div className="mt-4 grid gap-2">
      <h3 className="font-semibold text-ink">{C.packCardTitle(purchase.name)}</h3>
      <TestCardForm amountCents={purchase.amountCents} pay={pay} onPaid={onPaid} />
    </div>
  );
}

/** One-time credit packs: Stripe's hosted page, or TEST MODE's card form right here. */
export function CreditPacksPanel() {
  const start = useStartPackPurchase();
  const [purchase, setPurchase] = useState<PackPurchase | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const choose = (packId: (typeof CREDIT_PACK_IDS)[number]) => {
    setAdded(null);
    start.mutate(packId, {
      onSuccess: (started) => (started.redirectUrl ? window.location.assign(started.redirectUrl) : setPurchase(started)),
    });
  };
  return (
    <section id="credit-packs" aria-labelledby="credit-packs-title" className="mt-8 rounded-card border border-border bg-surface p-6">
      <h2 id="credit-packs-title" className="text-lg font-bold text-ink">
        {C.packsTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{C.packsIntro}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {CREDIT_PACK_IDS.map((id) => (
          <li key={id} className="grid gap-2 rounded-card border border-border p-4">
            <span className="font-semibold text-ink">{CREDIT_PACKS[id].name}</span>
            <span className="text-sm text-ink-muted">{C.packVideos(packVideos(id))}</span>
            <Button
              variant="secondary"
              size="sm"
              disabled={start.isPending}
              onClick={() => choose(id)}
              aria-label={C.buyPack(CREDIT_PACKS[id].name, dollars(CREDIT_PACKS[id].priceCents))}
            >
              {dollars(CREDIT_PACKS[id].priceCents)}
            </Button>
          </li>
        ))}
      </ul>
      {start.error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {start.error.message}
        </p>
      ) : null}
      {purchase ? (
        <PackPayment
          key={purchase.id}
          purchase={purchase}
          onPaid={() => {
            setAdded(purchase.credits);
            setPurchase(null);
          }}
        />
      ) : null}
      {added ? (
        <p role="status" className="mt-3 text-sm font-semibold text-success">
          {C.packAdded(added)}
        </p>
      ) : null}
    </section>
  );
}
