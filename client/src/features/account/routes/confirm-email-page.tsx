import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { CONFIRM_EMAIL_COPY as COPY } from '@/content/account-copy';
import { BRAND } from '@/content/brand';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/** /confirm-email: opens from the link sent to a new address; confirms it exactly once. */
export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { mutate, data, error } = useConfirmEmailChange();
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const body = data ? (
    <>
      <h1 className="text-title font-bold text-ink">{COPY.doneHeading}</h1>
      <p className="text-ink-muted">{COPY.doneText(data.email)}</p>
    </>
  ) : error || !token ? (
    <>
      <h1 className="text-title font-bold text-ink">{COPY.failedHeading}</h1>
      <p className="text-ink-muted">{error?.message}</p>
    </>
  ) : null;
  return (
    <>
      <title>{`${COPY.documentTitle} · ${BRAND.name}`}</title>
      {body ? (
        <section className="mx-auto grid w-full max-w-md gap-4 px-4 py-16 sm:py-24">
          {body}
          <Link href="/profile" className={buttonClasses({ className: 'justify-self-start' })}>
            {COPY.continue}
          </Link>
        </section>
      ) : (
        <CenteredSpinner label={COPY.confirming} />
      )}
    </>
  );
}
