import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { BILLING_COPY as C, credits } from '@/content/billing-copy';
import { BRAND } from '@/content/brand';
import { CONFIRM_TIMEOUT_MS, useCheckout } from '../api/get-checkout';
import { PurchaseDetails } from '../components/purchase-details';

/** /checkout/success?checkout=: polls until the server has confirmed the payment, then shows what was granted. */
export default function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('checkout');
  const checkout = useCheckout(id, { poll: true });
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const confirmed = checkout.data?.status === 'succeeded' ? checkout.data : null;

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <title>{`${C.successTitle} · ${BRAND.name}`}</title>
      {confirmed ? (
        <>
          <h1 className="text-headline font-bold text-ink">{C.successTitle}</h1>
          <PurchaseDetails purchase={confirmed} />
          <p className="mt-4 text-lg font-semibold text-success" data-testid="credits-granted">
            {C.granted}: {credits(confirmed.creditsGranted)}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link href="/video-maker" className={buttonClasses()}>
              {C.startCreating}
            </Link>
            <Link href="/subscription" className={buttonClasses({ variant: 'secondary' })}>
              {C.viewSubscription}
            </Link>
          </div>
        </>
      ) : (
        <>
          <h1 className="text-headline font-bold text-ink">{C.confirming}</h1>
          <CenteredSpinner label={C.confirming} />
          {timedOut || checkout.error || !id ? (
            <p role="status" className="mt-4 text-ink-muted">
              {checkout.error?.message ?? C.confirmTimeout}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
