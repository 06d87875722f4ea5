import type { ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '@common/contracts/account';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { RESET_PASSWORD_COPY as COPY } from '@/content/account-copy';
import { BRAND } from '@/content/brand';
import { AUTH_PATH, isApiError } from '@/lib/api-client';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';

// The link's token comes from the address, not the form: the form checks the new password only.
const newPasswordSchema = passwordResetConfirmSchema.omit({ token: true });

function Card({ heading, text, children }: { heading: string; text?: string; children?: ReactNode }) {
  return (
    <section className="mx-auto grid w-full max-w-md gap-4 px-4 py-16 sm:py-24">
      <h1 className="text-title font-bold text-ink">{heading}</h1>
      {text ? <p className="text-ink-muted">{text}</p> : null}
      {children}
    </section>
  );
}

function RequestLink() {
  const form = useZodForm(passwordResetRequestSchema, { defaultValues: { email: '' } });
  const email = form.watch('email');
  const request = useRequestPasswordReset();
  if (request.data) return <Card heading={COPY.sentHeading} text={request.data.message} />;
  return (
    <Card heading={COPY.requestHeading} text={COPY.requestText}>
      <Form form={form} className="grid gap-4" onSubmit={(values) => request.mutateAsync(values.email)}>
        <TextField
          id="reset-email"
          label={COPY.email}
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={form.formState.errors.email?.message ?? request.error?.message}
        />
        <Button type="submit" disabled={!email || request.isPending}>
          {request.isPending ? COPY.sending : COPY.send}
        </Button>
      </Form>
    </Card>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const form = useZodForm(newPasswordSchema, { defaultValues: { newPassword: '' } });
  const newPassword = form.watch('newPassword');
  const reset = useResetPassword();
  if (reset.data) {
    return (
      <Card heading={COPY.doneHeading} text={COPY.doneText}>
        <Link href={AUTH_PATH} className={buttonClasses({ className: 'justify-self-start' })}>
          {COPY.signIn}
        </Link>
      </Card>
    );
  }
  const code = isApiError(reset.error) ? reset.error.code : undefined;
  if (code === 'LINK_EXPIRED' || code === 'LINK_INVALID') {
    return (
      <Card heading={code === 'LINK_EXPIRED' ? COPY.expiredHeading : COPY.invalidHeading} text={reset.error!.message}>
        <Link href="/reset-password" className={buttonClasses({ className: 'justify-self-start' })}>
          {COPY.askAgain}
        </Link>
      </Card>
    );
  }
  const fieldError =
    form.formState.errors.newPassword?.message ??
    (isApiError(reset.error) ? ((reset.error.fields as Record<string, string> | undefined)?.newPassword ?? reset.error.message) : undefined);
  return (
    <Card heading={COPY.chooseHeading} text={COPY.chooseText}>
      <Form form={form} className="grid gap-4" onSubmit={(values) => reset.mutateAsync({ token, ...values })}>
        <TextField
          id="reset-new-password"
          label={COPY.newPassword}
          type="password"
          autoComplete="new-password"
          {...form.register('newPassword')}
          error={fieldError}
        />
        <Button type="submit" disabled={!newPassword || reset.isPending}>
          {COPY.save}
        </Button>
      </Form>
    </Card>
  );
}

/** /reset-password: asks for a link (no token), or sets the new password from the link's token. */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <>
      <title>{`${COPY.documentTitle} · ${BRAND.name}`}</title>
      {token ? <ChoosePassword token={token} /> : <RequestLink />}
    </>
  );
}
