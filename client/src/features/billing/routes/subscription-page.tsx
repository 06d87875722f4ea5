import { planRank } from '@common/contracts/billing';
import { PAID_PLAN_IDS, PLANS } from '@common/catalog/plans';
import { Link, useSearchParams } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { BILLING_COPY as C, credits, dollars, STATUS_LABELS } from '@/content/billing-copy';
import { BRAND } from '@/content/brand';
import { formatDate } from '@/lib/format-date';
import { useSubscription } from '../api/get-subscription';
import { useManageSubscription } from '../api/manage-subscription';
import { useOpenPortal } from '../api/open-portal';
import { CreditPacksPanel } from '../components/credit-packs-panel';
import { JoinTeam } from '../components/join-team';
import { LicenceNote } from '../components/licence-note';
import { MoneyBackPanel } from '../components/money-back-panel';
import { PastDueBanner } from '../components/past-due-banner';
import { TeamPanel } from '../components/team-panel';

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="font-semibold text-ink" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** /subscription: plan, status, period end, credits, plan changes, cancel/resume, invoices, seats. */
export default function SubscriptionPage() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const view = useSubscription();
  const manage = useManageSubscription();
  const portal = useOpenPortal();
  if (!view.data) return <CenteredSpinner />;
  const { subscription: sub, entitlements, balance, invoices, isTeamMember } = view.data;
  const rank = sub ? planRank(sub.plan) : -1;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <title>{`${C.subscriptionTitle} · ${BRAND.name}`}</title>
      <h1 className="mb-6 text-headline font-bold text-ink">{C.subscriptionTitle}</h1>
      {invite ? <JoinTeam token={invite} /> : null}
      <PastDueBanner view={view.data} />
      <dl className="grid gap-2 rounded-card border border-border bg-surface p-6 text-sm">
        <Row label={C.currentPlan} value={PLANS[entitlements.plan].names.pricing} testId="current-plan" />
        {sub ? (
          <>
            <Row label={C.billing} value={sub.period === 'annual' ? C.annual : C.monthly} testId="billing-period" />
            <Row label={C.status} value={STATUS_LABELS[sub.status]} testId="subscription-status" />
            <Row label={sub.cancelAtPeriodEnd ? C.endsOn : C.renews} value={formatDate(sub.currentPeriodEnd)} testId="period-end" />
            <Row label={C.creditsThisPeriod} value={credits(sub.creditsGrantedThisPeriod)} />
          </>
        ) : null}
        <Row label={C.creditsLeft} value={credits(balance)} testId="credits-left" />
      </dl>
      {isTeamMember ? <p className="mt-4 text-ink-muted">{C.memberNote}</p> : null}
      {!sub && !isTeamMember ? (
        <div className="mt-6">
          <p className="text-ink-muted">{C.freePlan}</p>
          <Link href="/pricing" className={buttonClasses({ className: 'mt-4' })}>
            {C.seePlans}
          </Link>
        </div>
      ) : null}
      {sub && !isTeamMember ? (
        <div className="mt-6 grid gap-3">
          {sub.pendingPlan ? (
            <p className="text-sm text-ink-muted">{C.pendingDowngrade(PLANS[sub.pendingPlan].names.pricing, formatDate(sub.currentPeriodEnd))}</p>
          ) : null}
          {sub.cancelAtPeriodEnd ? <p className="text-sm text-ink-muted">{C.cancelling(formatDate(sub.currentPeriodEnd))}</p> : null}
          <div className="flex flex-wrap gap-3">
            {PAID_PLAN_IDS.filter((plan) => plan !== sub.plan).map((plan) => (
              <Button key={plan} variant="secondary" disabled={manage.isPending} onClick={() => manage.mutate({ kind: 'change', plan })}>
                {planRank(plan) > rank ? C.upgradeNow(PLANS[plan].names.pricing) : C.downgrade(PLANS[plan].names.pricing)}
              </Button>
            ))}
            {sub.cancelAtPeriodEnd ? (
              <Button disabled={manage.isPending} onClick={() => manage.mutate({ kind: 'resume' })}>
                {C.resume}
              </Button>
            ) : (
              <Button variant="ghost" disabled={manage.isPending} onClick={() => manage.mutate({ kind: 'cancel' })}>
                {C.cancelAtEnd}
              </Button>
            )}
            {sub.provider === 'stripe' ? (
              <Button variant="secondary" onClick={() => portal.mutate()}>
                {C.manageBilling}
              </Button>
            ) : null}
          </div>
          {manage.error ? (
            <p role="alert" className="text-sm text-danger">
              {manage.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
      {!isTeamMember ? <MoneyBackPanel view={view.data} /> : null}
      <CreditPacksPanel />
      <LicenceNote enabled={entitlements.features.includes('commercial-license')} />
      {entitlements.seats !== 1 && !isTeamMember ? <TeamPanel /> : null}
      {invoices.length ? (
        <section aria-labelledby="invoices" className="mt-8">
          <h2 id="invoices" className="text-lg font-bold text-ink">
            {C.invoices}
          </h2>
          <Table className="mt-3">
            <TableHead>
              <tr>
                <TableHeaderCell>{C.invoicePeriod}</TableHeaderCell>
                <TableHeaderCell>{C.invoiceItem}</TableHeaderCell>
                <TableHeaderCell>{C.invoiceAmount}</TableHeaderCell>
                <TableHeaderCell>{C.invoiceStatus}</TableHeaderCell>
              </tr>
            </TableHead>
            <TableBody>
              {invoices.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>
                    {invoice.kind === 'subscription' ? `${formatDate(invoice.periodStart)} – ${formatDate(invoice.periodEnd)}` : formatDate(invoice.createdAt)}
                  </TableCell>
                  <TableCell>{invoice.description}</TableCell>
                  <TableCell>{dollars(invoice.amountCents)}</TableCell>
                  <TableCell>{invoice.kind === 'refund' ? C.refunded : invoice.status === 'paid' ? 'Paid' : 'Failed'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
    </section>
  );
}
