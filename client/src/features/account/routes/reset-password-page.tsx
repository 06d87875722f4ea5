import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { RESET_PASSWORD_COPY as COPY } from '@/content/account-copy';
import { BRAND } from '@/content/brand';
import { AUTH_PATH, isApiError } from '@/lib/api-client';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';

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
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email) request.mutate(email);
  };
  if (request.data) return <Card heading={COPY.sentHeading} text={request.data.message} />;
  return (
    <Card heading={COPY.requestHeading} text={COPY.requestText}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <TextField id="reset-email" label={COPY.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={request.error?.message} />
        <Button type="submit" disabled={!email || request.isPending}>
          {request.isPending ? COPY.sending : COPY.send}
        </Button>
      </form>
    </Card>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const [newPassword, setNewPassword] = useState('');
  const reset = useResetPassword();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate({ token, newPassword });
  };
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
  const fieldError = isApiError(reset.error) ? ((reset.error.fields as Record<string, string> | undefined)?.newPassword ?? reset.error.message) : undefined;
  return (
    <Card heading={COPY.chooseHeading} text={COPY.chooseText}>
      <form className="grid gap-4" onSubmit={onSubmit}>
        <TextField id="reset-new-password" label={COPY.newPassword} type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} error={fieldError} />
        <Button type="submit" disabled={!newPassword || reset.isPending}>
          {COPY.save}
        </Button>
      </form>
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
