import { testCardSchema, type TestCard } from '@common/contracts/billing';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { BILLING_COPY as C, dollars } from '@/content/billing-copy';

type Payment = { mutateAsync(card: TestCard, options: { onSuccess(): void }): Promise<unknown>; isPending: boolean; error: Error | null };

/** TEST MODE's card form (a plan's checkout, a credit pack): the server accepts only Stripe's test numbers. */
export function TestCardForm({ amountCents, pay, onPaid }: { amountCents: number; pay: Payment; onPaid(): void }) {
  const form = useZodForm(testCardSchema, { defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' } });
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={(card) => pay.mutateAsync(card, { onSuccess: onPaid })}
      noValidate
      className="grid gap-4 rounded-card border border-border bg-surface p-6"
      aria-labelledby="card-details"
    >
      <h2 id="card-details" className="text-lg font-bold text-ink">
        {C.cardDetails}
      </h2>
      <TextField
        id="card-number"
        label={C.cardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.cardNumber?.message}
        {...form.register('cardNumber')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField id="card-expiry" label={C.expiry} autoComplete="cc-exp" placeholder="12 / 34" error={errors.expiry?.message} {...form.register('expiry')} />
        <TextField id="card-cvc" label={C.cvc} inputMode="numeric" autoComplete="cc-csc" error={errors.cvc?.message} {...form.register('cvc')} />
      </div>
      <TextField id="card-name" label={C.nameOnCard} autoComplete="cc-name" error={errors.name?.message} {...form.register('name')} />
      {pay.error ? (
        <div role="alert" className="rounded-card border border-danger/30 bg-danger-soft p-3 text-sm text-ink">
          <p className="font-semibold">{C.declinedTitle}</p>
          <p>{pay.error.message}</p>
        </div>
      ) : null}
      <Button type="submit" disabled={pay.isPending}>
        {pay.isPending ? C.processing : C.pay(dollars(amountCents))}
      </Button>
    </Form>
  );
}
