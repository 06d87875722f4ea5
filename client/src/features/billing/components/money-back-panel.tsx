import type { SubscriptionView } from '@common/contracts/billing';
import { creditBackRequestSchema } from '@common/contracts/billing';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { dollars } from '@/content/billing-copy';
import { MONEY_BACK_COPY as C } from '@/content/money-back-copy';
import { formatDate } from '@/lib/format-date';
import { useRefundWithinSevenDays, useRequestCreditBack } from '../api/refunds';

function RefundOffer({ offer }: { offer: NonNullable<SubscriptionView['refundOffer']> }) {
  const refund = useRefundWithinSevenDays();
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="refund-title" className="mt-8 rounded-card border border-border bg-surface p-6">
      <h2 id="refund-title" className="text-lg font-bold text-ink">
        {C.refundTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{C.refundIntro(formatDate(offer.until))}</p>
      {confirming ? (
        <div className="mt-4 grid gap-3" role="group" aria-label={C.refundStart}>
          <p className="text-sm text-ink" data-testid="refund-terms">
            {C.refundWhat(dollars(offer.amountCents), offer.creditsWithdrawn, offer.creditsKept)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" disabled={refund.isPending} onClick={() => refund.mutate(undefined)}>
              {C.refundConfirm}
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {C.refundKeep}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" className="mt-4" onClick={() => setConfirming(true)}>
          {C.refundStart}
        </Button>
      )}
      {refund.error ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {refund.error.message}
        </p>
      ) : null}
    </section>
  );
}

function CreditBack({ creditBack }: { creditBack: NonNullable<SubscriptionView['creditBack']> }) {
  const ask = useRequestCreditBack();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = creditBackRequestSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    ask.mutate(parsed.data.reason);
  };
  return (
    <section aria-labelledby="credit-back-title" className="mt-8 rounded-card border border-border bg-surface p-6">
      <h2 id="credit-back-title" className="text-lg font-bold text-ink">
        {C.creditBackTitle}
      </h2>
      {creditBack.request ? (
        <p role="status" className="mt-1 text-sm text-ink" data-testid="credit-back-status">
          {C.creditBackStatus[creditBack.request.status]}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 grid gap-3">
          <p className="text-sm text-ink-muted">{C.creditBackIntro(formatDate(creditBack.until))}</p>
          <FormField id="credit-back-reason" label={C.creditBackLabel} error={error ?? ask.error?.message}>
            <textarea
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="rounded-md border border-border bg-surface p-2 text-sm text-ink"
              {...fieldErrorProps('credit-back-reason', error ?? ask.error?.message)}
            />
          </FormField>
          <Button type="submit" variant="secondary" disabled={ask.isPending} className="justify-self-start">
            {C.creditBackSubmit}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The owner's ways to get money back (ADR 049): the 7-day refund, shown with what happens to credits before confirming, and the credit-back request. */
export function MoneyBackPanel({ view }: { view: SubscriptionView }) {
  return (
    <>
      {view.refundOffer ? <RefundOffer offer={view.refundOffer} /> : null}
      {view.creditBack ? <CreditBack creditBack={view.creditBack} /> : null}
    </>
  );
}
