import { cheapestPlanWith } from '@common/contracts/billing';
import { PLAN_FEATURE_IDS, PLANS, type PlanFeatureId } from '@common/catalog/plans';
import { Link, useSearchParams } from 'wouter';
import { FEATURE_LABELS, BILLING_COPY } from '@/content/billing-copy';
import { useHydrated } from '@/hooks/use-hydrated';
import { buttonClasses } from '@/components/ui/button';
import { FAQ_COPY, HOW_TO_USE_COPY, UPGRADE_COPY } from '@/content/help-copy';
import { SUPPORT_EMAIL } from '@/content/landing-copy';
import { DocumentPage } from '../components/document-page';
import { FeatureGrid } from '../sections/feature-grid';

export function HowToUsePage() {
  return (
    <DocumentPage heading={HOW_TO_USE_COPY.heading} lead={HOW_TO_USE_COPY.intro}>
      <FeatureGrid items={HOW_TO_USE_COPY.steps} columns={2} numbered />
      <div className="flex flex-wrap items-center gap-4 rounded-panel bg-primary-soft p-6">
        <p className="font-semibold text-primary-strong">{HOW_TO_USE_COPY.ctaText}</p>
        <Link href="/register" className={buttonClasses()}>
          {HOW_TO_USE_COPY.cta}
        </Link>
      </div>
    </DocumentPage>
  );
}

/** Questions as native disclosure widgets: keyboard and screen-reader friendly with no script. */
export function FaqPage() {
  return (
    <DocumentPage heading={FAQ_COPY.heading}>
      <div className="grid gap-3">
        {FAQ_COPY.items.map((item) => (
          <details key={item.q} className="group rounded-card border border-border bg-surface p-5 shadow-card">
            <summary className="cursor-pointer list-none text-lg font-semibold text-ink marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {item.q}
                <span aria-hidden="true" className="text-primary transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-ink-muted">{item.a}</p>
          </details>
        ))}
      </div>
      <p className="text-ink-muted">
        {FAQ_COPY.contact}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-primary underline underline-offset-2">
          {SUPPORT_EMAIL}
        </a>
      </p>
    </DocumentPage>
  );
}

const isFeature = (value: string | null): value is PlanFeatureId => (PLAN_FEATURE_IDS as readonly (string | null)[]).includes(value);

/** The subscription guard's `?feature=`: what the screen needs and the plan that unlocks it (after hydration: the prerendered page has no query). */
function NeededPlan() {
  const [params] = useSearchParams();
  const feature = params.get('feature');
  if (!useHydrated() || !isFeature(feature)) return null;
  return (
    <p className="mb-6 text-lg font-semibold text-ink" data-testid="upgrade-text">
      {BILLING_COPY.upgradeText(FEATURE_LABELS[feature], PLANS[cheapestPlanWith(feature)].names.pricing)}
    </p>
  );
}

export function UpgradeRequiredPage() {
  return (
    <DocumentPage heading={UPGRADE_COPY.heading} lead={UPGRADE_COPY.text}>
      <NeededPlan />
      <div className="flex flex-wrap gap-3">
        <Link href="/pricing" className={buttonClasses({ size: 'lg' })}>
          {UPGRADE_COPY.seePlans}
        </Link>
        <Link href="/dashboard" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
          {UPGRADE_COPY.backToDashboard}
        </Link>
      </div>
    </DocumentPage>
  );
}
