import { Link } from 'wouter';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { NAV_COPY } from '@/content/landing-copy';
import { SessionLinks } from './session-links';

/** The pricing page header: Back to Home, Login and a get-started button. */
export function PricingNav() {
  return (
    <nav aria-label={NAV_COPY.label} className="flex items-center gap-1">
      <Link href="/" className="inline-flex items-center gap-1 rounded-control px-3 py-2 text-sm font-medium text-ink-muted hover:text-ink">
        <ArrowLeftIcon className="size-4" />
        <span className="sr-only sm:not-sr-only">{NAV_COPY.backToHome}</span>
      </Link>
      <SessionLinks primaryHrefSignedOut="/auth?mode=signup" primaryLabelSignedOut={NAV_COPY.getStarted} />
    </nav>
  );
}
