import { insufficientCreditsSchema } from '@common/contracts/credits';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { PRICING_PLANS } from '@/content/plans';
import { CREDIT_PLAN_FACTS, PAYWALL_COPY } from '@/content/studio-copy';

export type PaywallState = { cost: number; balance: number } | null;

/** The paywall's numbers when a call was refused for want of credits (a 402 INSUFFICIENT_CREDITS), else null. */
export function paywallStateOf(error: unknown): PaywallState {
  const refusal = insufficientCreditsSchema.safeParse(error);
  return refusal.success ? { cost: refusal.data.cost, balance: refusal.data.balance } : null;
}

/**
 * The freemium paywall: what the render would cost, what the creator has, and the plans.
 * Opens when a render is refused with INSUFFICIENT_CREDITS.
 */
export function PaywallDialog({ state, onClose }: { state: PaywallState; onClose(): void }) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{PAYWALL_COPY.title}</DialogTitle>
        <DialogDescription>{state ? PAYWALL_COPY.body(state.cost, state.balance) : ''}</DialogDescription>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
          <div className="rounded-card border border-border p-3">
            <dt className="text-xs text-ink-muted">{PAYWALL_COPY.costLabel}</dt>
            <dd className="text-2xl font-bold text-ink">{state?.cost ?? 0}</dd>
          </div>
          <div className="rounded-card border border-border p-3">
            <dt className="text-xs text-ink-muted">{PAYWALL_COPY.balanceLabel}</dt>
            <dd className="text-2xl font-bold text-ink">{state?.balance ?? 0}</dd>
          </div>
        </dl>
        <ul className="mt-4 grid gap-3 sm:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <li key={plan.planId} className={`flex flex-col gap-2 rounded-card border p-4 ${plan.popular ? 'border-primary' : 'border-border'}`}>
              <span className="font-semibold text-ink">{plan.displayName}</span>
              <span className="text-xl font-bold text-ink">${plan.price}/mo</span>
              <span className="text-xs text-ink-muted">{CREDIT_PLAN_FACTS[plan.planId]}</span>
              <Link
                href={`/checkout?plan=${plan.planId}`}
                className={buttonClasses({ size: 'sm', variant: plan.popular ? 'primary' : 'secondary', className: 'mt-auto' })}
              >
                {PAYWALL_COPY.choose(plan.displayName)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={onClose} className={buttonClasses({ variant: 'ghost' })}>
            {PAYWALL_COPY.notNow}
          </button>
          <Link href="/upgrade-required" className={buttonClasses({ variant: 'secondary' })}>
            {PAYWALL_COPY.compare}
          </Link>
          <Link href="/subscription#credit-packs" className={buttonClasses({ variant: 'secondary' })}>
            {PAYWALL_COPY.buyCredits}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
