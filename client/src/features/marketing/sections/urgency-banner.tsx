import { useState } from 'react';
import { Link } from 'wouter';
import { CloseIcon } from '@/components/ui/icons';
import { URGENCY_COPY } from '@/content/urgency-copy';
import { useHydrated } from '@/hooks/use-hydrated';
import { FORTY_EIGHT_HOURS_MS, formatCountdown, useCountdown } from '../hooks/use-countdown';
import { dismissUrgencyBanner, isUrgencyBannerDismissed, takeShowBannerRequest } from '../lib/urgency-banner-dismissal';

/** Read once in the browser: `?show-banner=true` clears a dismissal; otherwise a dismissal hides the banner for 6 hours. */
function initiallyVisible(): boolean {
  if (typeof window === 'undefined') return true;
  const dismissed = isUrgencyBannerDismissed();
  takeShowBannerRequest();
  return !dismissed;
}

function Countdown() {
  return <span className="font-mono tabular-nums">{formatCountdown(useCountdown(FORTY_EIGHT_HOURS_MS))}</span>;
}

/** Top banner with a 48-hour countdown from page load; Claim Bonus Now goes to /director-chair. */
export function UrgencyBanner() {
  const [visible, setVisible] = useState(initiallyVisible);
  // A prerendered page shows the banner, as to a first-time visitor (a returning visitor's
  // dismissal hides it before the first paint: app/pre-paint.ts); it goes once hydrated.
  const hydrated = useHydrated();
  if (hydrated && !visible) return null;
  return (
    <aside aria-label={URGENCY_COPY.text} data-dismissible="urgency-banner" className="relative bg-ink px-4 py-2 text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1 pr-10">
        <p>
          {URGENCY_COPY.text} <Countdown />
        </p>
        <Link href="/director-chair" className="rounded-control font-bold text-brand-200 underline underline-offset-2 hover:text-white">
          {URGENCY_COPY.claim}
        </Link>
        <button
          type="button"
          aria-label={URGENCY_COPY.dismiss}
          onClick={() => {
            dismissUrgencyBanner();
            setVisible(false);
          }}
          className="absolute right-2 inline-flex size-8 items-center justify-center rounded-control hover:bg-white/10"
        >
          <CloseIcon className="size-4" />
        </button>
      </div>
    </aside>
  );
}
