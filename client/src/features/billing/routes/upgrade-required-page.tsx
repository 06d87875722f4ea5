import { cheapestPlanWith } from '@common/contracts/billing';
import { PLAN_FEATURE_IDS, PLANS, type PlanFeatureId } from '@common/catalog/plans';
import { Link, useSearchParams } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { BILLING_COPY as C, FEATURE_LABELS } from '@/content/billing-copy';
import { BRAND } from '@/content/brand';

const isFeature = (value: string | null): value is PlanFeatureId => (PLAN_FEATURE_IDS as readonly (string | null)[]).includes(value);

/** /upgrade-required?feature=: what the screen needs and the plan that unlocks it. */
export default function UpgradeRequiredPage() {
  const [params] = useSearchParams();
  const feature = params.get('feature');
  const text = isFeature(feature) ? C.upgradeText(FEATURE_LABELS[feature], PLANS[cheapestPlanWith(feature)].names.pricing) : C.upgradeGeneric;
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <title>{`${C.upgradeTitle} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{C.upgradeTitle}</h1>
      <p className="mt-3 text-ink-muted" data-testid="upgrade-text">
        {text}
      </p>
      <Link href="/pricing" className={buttonClasses({ className: 'mt-6' })}>
        {C.seeUpgrade}
      </Link>
    </section>
  );
}
