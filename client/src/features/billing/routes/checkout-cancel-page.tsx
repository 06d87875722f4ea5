import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { BILLING_COPY as C } from '@/content/billing-copy';
import { BRAND } from '@/content/brand';
import { useCancelCheckout } from '../api/cancel-checkout';

/** /checkout/cancel: the checkout is closed with nothing charged; back to the plans. */
export default function CheckoutCancelPage() {
  const [params] = useSearchParams();
  const id = params.get('checkout');
  const cancel = useCancelCheckout();
  const done = useRef(false);
  useEffect(() => {
    if (!id || done.current) return;
    done.current = true;
    cancel.mutate(id);
  }, [id, cancel]);
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 text-center sm:px-6">
      <title>{`${C.cancelTitle} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{C.cancelTitle}</h1>
      <p className="mt-3 text-ink-muted">{C.cancelText}</p>
      <Link href="/pricing" className={buttonClasses({ className: 'mt-6' })}>
        {C.backToPlans}
      </Link>
    </section>
  );
}
