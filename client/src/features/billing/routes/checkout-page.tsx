import { billingPeriodSchema, paidPlanSchema, type Checkout } from '@common/contracts/billing';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { BILLING_COPY as C } from '@/content/billing-copy';
import { BRAND } from '@/content/brand';
import { useAuth } from '@/features/auth';
import { writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { usePayCheckout } from '../api/pay-checkout';
import { useStartCheckout } from '../api/start-checkout';
import { OrderSummary } from '../components/order-summary';
import { TestCardForm } from '../components/test-card-form';

function TestModeBadge() {
  return (
    <div className="mb-6 rounded-card border-2 border-dashed border-warning bg-warning-soft p-4 text-sm text-ink">
      <p className="font-extrabold tracking-wide" data-testid="test-mode">
        {C.testMode}
      </p>
      <p className="mt-1">{C.testModeNote}</p>
    </div>
  );
}

function Payment({ checkout }: { checkout: Checkout }) {
  const [, navigate] = useLocation();
  const success = `/checkout/success?checkout=${checkout.id}`;
  const pay = usePayCheckout(checkout.id);
  if (checkout.provider === 'stripe' && checkout.redirectUrl) {
    return (
      <Button className="w-full" onClick={() => window.location.assign(checkout.redirectUrl!)}>
        {C.continueToStripe}
      </Button>
    );
  }
  return <TestCardForm amountCents={checkout.amountCents} pay={pay} onPaid={() => navigate(success)} />;
}

/** /checkout?plan=&period=: the server's order summary, then TEST MODE's card form or Stripe's hosted page. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const plan = paidPlanSchema.safeParse(params.get('plan'));
  const period = billingPeriodSchema.safeParse(params.get('period') ?? 'monthly');
  const { user } = useAuth();
  const start = useStartCheckout();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !plan.success || !period.success) return;
    started.current = true;
    start.mutate({ plan: plan.data, period: period.data });
  }, [plan.success, plan.data, period.success, period.data, start]);

  // The spec's checkout e-mail: kept for a sign-up pre-fill on this browser.
  useEffect(() => {
    if (user?.email) writeStorage('localStorage', STORAGE_KEYS.checkoutEmail, user.email);
  }, [user?.email]);

  const checkout = start.data;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`${C.checkoutTitle} · ${BRAND.name}`}</title>
      <h1 className="mb-6 text-headline font-bold text-ink">{C.checkoutTitle}</h1>
      {!plan.success || !period.success ? (
        <p>
          {C.badPlan}{' '}
          <Link href="/pricing" className="font-semibold text-primary underline">
            {C.seePlans}
          </Link>
        </p>
      ) : start.error ? (
        <div role="alert" className="rounded-card border border-danger/30 bg-danger-soft p-4 text-ink">
          <p>{start.error.message}</p>
          <Link href="/subscription" className="mt-2 inline-block font-semibold text-primary underline">
            {C.viewSubscription}
          </Link>
        </div>
      ) : !checkout ? (
        <CenteredSpinner label={C.preparing} />
      ) : (
        <>
          {checkout.provider === 'test' ? <TestModeBadge /> : null}
          <div className="grid gap-6 md:grid-cols-2">
            <OrderSummary checkout={checkout} />
            <div className="grid content-start gap-4">
              <Payment checkout={checkout} />
              <Link href={`/checkout/cancel?checkout=${checkout.id}`} className={buttonClasses({ variant: 'ghost' })}>
                {C.cancel}
              </Link>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
