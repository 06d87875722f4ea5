import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { BILLING_COPY as C } from '@/content/billing-copy';
import { BRAND } from '@/content/brand';
import { useAuth } from '@/features/auth';
import { useLastPurchase } from '../api/get-last-purchase';
import { PurchaseDetails } from '../components/purchase-details';

/**
 * /thank-you-paid, /purchase-success, /oto-success: the signed-in buyer's real last purchase;
 * anyone else (signed out, or no purchase) is told there is none, never a made-up one.
 */
export default function PurchaseThanksPage() {
  const { user, isLoading } = useAuth();
  const last = useLastPurchase(Boolean(user));
  const purchase = last.data?.purchase;
  if (isLoading || (user && last.isPending)) return <CenteredSpinner />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <title>{`${purchase ? C.thanksTitle : C.noPurchaseTitle} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{purchase ? C.thanksTitle : C.noPurchaseTitle}</h1>
      {purchase ? <PurchaseDetails purchase={purchase} /> : <p className="mt-3 text-ink-muted">{C.noPurchaseText}</p>}
      <Link href={purchase ? '/subscription' : '/pricing'} className={buttonClasses({ className: 'mt-6' })}>
        {purchase ? C.viewSubscription : C.seePlans}
      </Link>
    </section>
  );
}
