import { PLANS } from '@common/catalog/plans';
import { adminCreditAdjustmentSchema } from '@common/contracts/billing';
import { useEffect, useRef } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { CenteredSpinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { BILLING_COPY as C, STATUS_LABELS } from '@/content/billing-copy';
import { BRAND } from '@/content/brand';
import { formatDate } from '@/lib/format-date';
import { randomUuid } from '@/lib/random-uuid';
import { useAdjustCredits, useAdminSubscriptions } from '../api/admin-billing';

// The key is the form's own, not a field: it is added when sending.
const adjustmentFormSchema = adminCreditAdjustmentSchema.omit({ idempotencyKey: true });

function AdjustCredits() {
  const adjust = useAdjustCredits();
  const form = useZodForm(adjustmentFormSchema, { defaultValues: { email: '', reason: '' } });
  // one key per adjustment: a resend after a lost answer changes the balance once; an edit or a success starts a new one
  const key = useRef<string | null>(null);
  useEffect(() => {
    const edits = form.watch(() => (key.current = null));
    return () => edits.unsubscribe();
  }, [form]);
  const submit = (values: { email: string; amount: number; reason: string }) => {
    key.current ??= randomUuid();
    return adjust.mutateAsync({ ...values, idempotencyKey: key.current }, { onSuccess: () => (key.current = null) });
  };
  const { errors } = form.formState;
  const field = (name: 'email' | 'amount' | 'reason') => ({
    ...form.register(name, { valueAsNumber: name === 'amount' }),
    error: errors[name]?.message,
    required: true,
  });
  return (
    <Form form={form} onSubmit={submit} aria-labelledby="adjust" className="mt-10 grid gap-4 rounded-card border border-border bg-surface p-6">
      <h2 id="adjust" className="text-lg font-bold text-ink">
        {C.adjustTitle}
      </h2>
      <TextField id="adjust-email" type="email" label={C.adjustEmail} {...field('email')} />
      <TextField id="adjust-amount" type="number" step={1} label={C.adjustAmount} {...field('amount')} />
      <TextField id="adjust-reason" label={C.adjustReason} minLength={3} {...field('reason')} />
      <Button type="submit" disabled={adjust.isPending}>
        {C.adjustSubmit}
      </Button>
      {adjust.data ? <p role="status">{C.adjustDone(adjust.data.balance)}</p> : null}
      {adjust.error ? (
        <p role="alert" className="text-sm text-danger">
          {adjust.error.message}
        </p>
      ) : null}
    </Form>
  );
}

/** /admin/subscriptions: every live subscription (plan, status, period, team size) and the credit adjustment. */
export default function AdminSubscriptionsPage() {
  const list = useAdminSubscriptions();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <title>{`${C.adminTitle} · ${BRAND.name}`}</title>
      <h1 className="mb-6 text-headline font-bold text-ink">{C.adminTitle}</h1>
      {!list.data ? (
        <CenteredSpinner />
      ) : list.data.subscriptions.length === 0 ? (
        <p className="text-ink-muted">{C.adminEmpty}</p>
      ) : (
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell>{C.adminOwner}</TableHeaderCell>
              <TableHeaderCell>{C.plan}</TableHeaderCell>
              <TableHeaderCell>{C.status}</TableHeaderCell>
              <TableHeaderCell>{C.periodEnd}</TableHeaderCell>
              <TableHeaderCell>{C.adminTeam}</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {list.data.subscriptions.map((sub) => (
              <TableRow key={sub.id}>
                <TableCell>{sub.ownerEmail}</TableCell>
                <TableCell>
                  {PLANS[sub.plan].names.pricing} ({sub.period === 'annual' ? C.annual : C.monthly})
                </TableCell>
                <TableCell>{STATUS_LABELS[sub.status]}</TableCell>
                <TableCell>{formatDate(sub.currentPeriodEnd)}</TableCell>
                <TableCell>{sub.teamSize}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <AdjustCredits />
    </section>
  );
}
