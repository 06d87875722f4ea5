import { useState } from 'react';
import { Link } from 'wouter';
import { CloseIcon } from '@/components/ui/icons';
import { URGENCY_COPY } from '@/content/landing-copy';
import { readStorage, removeStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { FORTY_EIGHT_HOURS_MS, formatCountdown, useCountdown } from '../hooks/use-countdown';

const DISMISSAL_MS = 6 * 60 * 60 * 1000;

/** `?show-banner=true` clears a dismissal and is stripped from the address; otherwise a dismissal hides the banner for 6 hours. */
function initiallyVisible(): boolean {
  const url = new URL(window.location.href);
  if (url.searchParams.get('show-banner') === 'true') {
    removeStorage('localStorage', STORAGE_KEYS.urgencyBannerDismissed);
    url.searchParams.delete('show-banner');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    return true;
  }
  const dismissedAt = Number(readStorage('localStorage', STORAGE_KEYS.urgencyBannerDismissed));
  return !(dismissedAt > 0 && Date.now() - dismissedAt < DISMISSAL_MS);
}

function Countdown() {
  return <span className="font-mono tabular-nums">{formatCountdown(useCountdown(FORTY_EIGHT_HOURS_MS))}</span>;
}

/** Top banner with a 48-hour countdown from page load; Claim Bonus Now goes to /director-chair. */
export function UrgencyBanner() {
  const [visible, setVisible] = useState(initiallyVisible);
  if (!visible) return null;
  return (
    <aside aria-label={URGENCY_COPY.text} className="relative bg-ink px-4 py-2 text-sm text-white">
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
            writeStorage('localStorage', STORAGE_KEYS.urgencyBannerDismissed, String(Date.now()));
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
