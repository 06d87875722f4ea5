import { adminCreditAdjustmentSchema } from '@common/contracts/billing';
import type { AdminUser } from '@common/contracts/admin-users';
import { useEffect, useRef } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';
import { randomUuid } from '@/lib/random-uuid';
import { useAdjustCredits } from '../api/adjust-credits';

// The account's e-mail and the form's key are added when sending; the admin types the amount and why.
const adjustmentSchema = adminCreditAdjustmentSchema.pick({ amount: true, reason: true });

/** Grant (positive) or take (negative) credits, through billing's adjustment and so the credits ledger. */
export function CreditAdjustmentForm({ user }: { user: AdminUser }) {
  const adjust = useAdjustCredits();
  const form = useZodForm(adjustmentSchema, { defaultValues: { reason: '' } });
  // one key per adjustment: a resend after a lost answer changes the balance once; an edit or a success starts a new one
  const key = useRef<string | null>(null);
  useEffect(() => {
    const edits = form.watch(() => (key.current = null));
    return () => edits.unsubscribe();
  }, [form]);
  const submit = async (values: { amount: number; reason: string }) => {
    key.current ??= randomUuid();
    await adjust.mutateAsync({ ...values, email: user.email, idempotencyKey: key.current });
    key.current = null;
    form.reset({ reason: '' });
  };
  const { errors } = form.formState;
  return (
    <Form form={form} noValidate onSubmit={submit} aria-labelledby="credits-title" className="grid gap-4 rounded-card border border-border bg-surface p-5">
      <div className="grid gap-1">
        <h2 id="credits-title" className="text-lg font-bold text-ink">
          {C.creditsTitle}
        </h2>
        <p className="text-ink-muted">{C.creditsBalance(user.credits)}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-[18rem_1fr] sm:items-end">
        <TextField
          id="credits-amount"
          type="number"
          step={1}
          inputMode="numeric"
          label={C.creditsAmount}
          required
          error={errors.amount?.message}
          {...form.register('amount', { valueAsNumber: true })}
        />
        <TextField id="credits-reason" label={C.creditsReason} required autoComplete="off" error={errors.reason?.message} {...form.register('reason')} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={adjust.isPending}>
          {C.creditsSubmit}
        </Button>
        {adjust.data && !adjust.isPending ? <p role="status">{C.creditsDone(adjust.data.balance)}</p> : null}
        {adjust.error ? (
          <p role="alert" className="text-sm text-danger">
            {adjust.error.message}
          </p>
        ) : null}
      </div>
    </Form>
  );
}
