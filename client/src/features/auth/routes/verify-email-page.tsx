import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { AlertIcon, CheckIcon, ClockIcon, MailIcon } from '@/components/ui/icons';
import { CenteredSpinner } from '@/components/ui/spinner';
import { VERIFY_EMAIL_COPY as COPY } from '@/content/auth-copy';
import { BRAND } from '@/content/brand';
import { SESSION_COPY } from '@/content/system-copy';
import { AUTH_PATH, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useVerifyEmail } from '../api/verify-email';
import { useAuthContext } from '../auth-context';
import type { SessionUser } from '../types';
import { ResendVerification } from '../components/resend-verification';

const TONES = {
  success: 'bg-success-soft text-success',
  primary: 'bg-primary-soft text-primary-strong',
  warning: 'bg-warning-soft text-warning',
} as const;

type VerifyCardProps = {
  tone: keyof typeof TONES;
  icon: ReactNode;
  heading: string;
  text: string;
  children?: ReactNode;
};

function VerifyCard({ tone, icon, heading, text, children }: VerifyCardProps) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className={cn('inline-flex size-16 items-center justify-center rounded-full', TONES[tone])}>{icon}</span>
      <h1 className="mt-6 text-title font-bold text-ink">{heading}</h1>
      <p className="mt-3 text-base text-ink-muted">{text}</p>
      {children && <div className="mt-8 grid w-full justify-items-center gap-3">{children}</div>}
    </section>
  );
}

/** The way forward for someone who needs a new link: ask for one when signed in, else sign in first. */
function NewLinkAction({ user }: { user: SessionUser | null }) {
  if (user) return <ResendVerification email={user.email} className="justify-items-center" />;
  return (
    <Link href={AUTH_PATH} className={buttonClasses()}>
      {COPY.signInForNewLink}
    </Link>
  );
}

function Verified({ email, user }: { email: string | null; user: SessionUser | null }) {
  return (
    <VerifyCard
      tone="success"
      icon={<CheckIcon className="size-8" />}
      heading={COPY.verifiedHeading}
      text={email ? COPY.verifiedText(email) : COPY.verifiedTextNoEmail}
    >
      <Link href={user ? '/dashboard' : AUTH_PATH} className={buttonClasses()}>
        {user ? COPY.goToDashboard : COPY.signIn}
      </Link>
    </VerifyCard>
  );
}

function VerificationFailed({ error, user }: { error: Error; user: SessionUser | null }) {
  const code = isApiError(error) ? error.code : undefined;
  if (code === 'LINK_EXPIRED') {
    return (
      <VerifyCard tone="warning" icon={<ClockIcon className="size-8" />} heading={COPY.expiredHeading} text={COPY.expiredText}>
        <NewLinkAction user={user} />
      </VerifyCard>
    );
  }
  if (code === 'LINK_INVALID') {
    return (
      <VerifyCard tone="warning" icon={<AlertIcon className="size-8" />} heading={COPY.invalidHeading} text={COPY.invalidText}>
        <NewLinkAction user={user} />
      </VerifyCard>
    );
  }
  // Rate limits and anything unexpected: the server's own words say what to do.
  return <VerifyCard tone="warning" icon={<AlertIcon className="size-8" />} heading={COPY.failedHeading} text={error.message} />;
}

/** Confirms the link's token exactly once, even when effects run twice in development. */
function TokenVerification({ token, user }: { token: string; user: SessionUser | null }) {
  const { mutate, data, error } = useVerifyEmail();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (data) return <Verified email={data.email} user={user} />;
  if (error) return <VerificationFailed error={error} user={user} />;
  return <CenteredSpinner label={COPY.verifying} />;
}

function CheckInbox({ user }: { user: SessionUser | null }) {
  if (user?.emailVerified) return <Verified email={user.email} user={user} />;
  return (
    <VerifyCard
      tone="primary"
      icon={<MailIcon className="size-8" />}
      heading={COPY.inboxHeading}
      text={user ? COPY.inboxText(user.email) : COPY.inboxTextSignedOut}
    >
      <NewLinkAction user={user} />
    </VerifyCard>
  );
}

/** /verify-email: opens from the link in the verification e-mail (?token=…), or as a reminder without one. */
export default function VerifyEmailPage() {
  const { user, isLoading } = useAuthContext('VerifyEmailPage');
  const token = new URLSearchParams(useSearch()).get('token');

  return (
    <>
      <title>{`${COPY.documentTitle} · ${BRAND.name}`}</title>
      {isLoading ? <CenteredSpinner label={SESSION_COPY.checking} /> : token ? <TokenVerification token={token} user={user} /> : <CheckInbox user={user} />}
    </>
  );
}
