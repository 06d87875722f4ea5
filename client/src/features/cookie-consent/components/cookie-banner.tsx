import { useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { CloseIcon, CookieIcon } from '@/components/ui/icons';
import { COOKIE_COPY } from '@/content/system-copy';
import { useClearDock } from '../hooks/use-clear-dock';
import { useCookieConsent } from '../hooks/use-cookie-consent';

/** Bottom banner asking for analytics consent; shown only while the visitor is undecided. */
export function CookieBanner() {
  const { consent, accept, decline } = useCookieConsent();
  if (consent !== null) return null;
  return <UndecidedBanner accept={accept} decline={decline} />;
}

/** At the bottom, or at the top while a submit control sits under the bottom spot (use-clear-dock.ts). */
function UndecidedBanner({ accept, decline }: { accept: () => void; decline: () => void }) {
  const ref = useRef<HTMLElement>(null);
  const dock = useClearDock(ref);
  return (
    <section
      ref={ref}
      aria-labelledby="cookie-consent-title"
      data-dismissible="cookie-banner"
      data-dock={dock}
      className={`fixed inset-x-0 z-[80] p-3 sm:p-4 motion-safe:animate-toast-in ${dock === 'top' ? 'top-0' : 'bottom-0'}`}
    >
      <div className="relative mx-auto flex max-w-4xl flex-col gap-4 rounded-card border border-border bg-surface p-4 pr-12 shadow-elevated sm:flex-row sm:items-center sm:p-5 sm:pr-14">
        <span
          aria-hidden="true"
          className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong sm:inline-flex"
        >
          <CookieIcon className="size-5" />
        </span>
        <div className="grid flex-1 gap-1">
          <h2 id="cookie-consent-title" className="text-base font-semibold text-ink">
            {COOKIE_COPY.title}
          </h2>
          <p className="text-sm text-ink-muted">
            {COOKIE_COPY.text}{' '}
            <Link href="/privacy" className="font-medium text-primary underline underline-offset-2 hover:text-primary-hover">
              {COOKIE_COPY.learnMore} <span className="sr-only">{COOKIE_COPY.learnMoreContext}</span>
            </Link>
          </p>
        </div>
        <div className="flex gap-2 sm:shrink-0">
          <Button variant="secondary" size="sm" className="flex-1 sm:flex-none" onClick={decline}>
            {COOKIE_COPY.decline}
          </Button>
          <Button size="sm" className="flex-1 sm:flex-none" onClick={accept}>
            {COOKIE_COPY.accept}
          </Button>
        </div>
        <button
          type="button"
          aria-label={COOKIE_COPY.close}
          onClick={decline}
          className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </section>
  );
}
