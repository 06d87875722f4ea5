import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon, MailIcon } from '@/components/ui/icons';
import { BRAND } from '@/content/brand';
import { DASHBOARD_COPY as COPY, DASHBOARD_LINK_GROUPS, PATH_CARDS } from '@/content/dashboard-copy';
import type { NavigationPath } from '@common/contracts/auth';
import { ResendVerification, useAuth, type SessionUser } from '@/features/auth';

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

function VerifyEmailBanner({ email }: { email: string }) {
  return (
    <section
      aria-labelledby="verify-email-banner"
      className="flex flex-col gap-4 rounded-card border border-warning/30 bg-warning-soft p-4 sm:flex-row sm:items-start sm:p-5"
    >
      <span aria-hidden="true" className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-warning">
        <MailIcon className="size-5" />
      </span>
      <div className="grid flex-1 gap-1">
        <h2 id="verify-email-banner" className="text-base font-semibold text-ink">
          {COPY.verifyTitle}
        </h2>
        <p className="text-sm text-ink-muted">{COPY.verifyText(email)}</p>
        <ResendVerification email={email} className="mt-2" />
      </div>
    </section>
  );
}

function PathCard({ user }: { user: SessionUser | null }) {
  const card = PATH_CARDS[user?.navigationPath ?? 'create'];
  return (
    <section
      aria-labelledby="path-card-title"
      className="relative overflow-hidden rounded-panel bg-linear-to-br from-brand-700 via-brand-600 to-accent p-6 text-white shadow-glow sm:p-8"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -right-16 -bottom-20 size-64 rounded-full bg-white/10 blur-2xl" />
      <p className="relative text-sm font-semibold tracking-wide text-brand-100 uppercase">{COPY.pathEyebrow}</p>
      <h2 id="path-card-title" className="relative mt-2 text-title font-bold">
        {card.title}
      </h2>
      <p className="relative mt-2 max-w-xl text-base text-brand-100">{card.text}</p>
      <Link href={card.href} className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'relative mt-6 w-full border-transparent sm:w-auto' })}>
        {card.cta}
        <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}

const PATH_ORDER: NavigationPath[] = ['create', 'learn', 'agency'];

/** The quick links, the user's path's group first. */
function StudioLinks({ path }: { path: NavigationPath }) {
  const groups = [path, ...PATH_ORDER.filter((p) => p !== path)];
  return (
    <section aria-labelledby="studio-links" className="grid gap-6">
      <h2 id="studio-links" className="text-lg font-semibold text-ink">
        {COPY.quickLinksHeading}
      </h2>
      {groups.map((group) => (
        <div key={group} className="grid gap-3">
          <h3 id={`studio-links-${group}`} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {DASHBOARD_LINK_GROUPS[group].heading}
          </h3>
          <ul aria-labelledby={`studio-links-${group}`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {DASHBOARD_LINK_GROUPS[group].links.map(({ href, title, text }) => (
              <li key={href}>
                <Link
                  href={href}
                  className="group flex h-full flex-col gap-1 rounded-card border border-border bg-surface p-5 shadow-card transition-colors hover:border-primary/40"
                >
                  <span className="flex items-center justify-between font-semibold text-ink">
                    {title}
                    <ArrowRightIcon className="size-4 text-ink-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-primary" />
                  </span>
                  <span className="text-sm text-ink-muted">{text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** /dashboard: greets the user and leads with the path they chose; grows with later features. */
export default function DashboardPage() {
  const { user } = useAuth();
  const firstName = user ? firstNameOf(user.name) : '';

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${COPY.documentTitle} · ${BRAND.name}`}</title>
      <header className="grid gap-2">
        <h1 className="text-headline font-bold text-ink">{firstName ? COPY.greeting(firstName) : COPY.greetingWithoutName}</h1>
        <p className="text-base text-ink-muted">{COPY.intro}</p>
      </header>
      {user && !user.emailVerified && <VerifyEmailBanner email={user.email} />}
      <PathCard user={user} />
      <StudioLinks path={user?.navigationPath ?? 'create'} />
    </div>
  );
}
