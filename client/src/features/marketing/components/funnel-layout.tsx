import type { ReactNode } from 'react';
import { Wordmark } from '@/components/ui/logo';
import { SiteFooter } from '@/components/ui/site-footer';
import { FUNNEL_NAV_COPY } from '@/content/opt-in-copy';
import { Link } from 'wouter';

const quietLink = 'rounded-control px-2 py-2 text-sm font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline';

/**
 * The frame of the opt-in and thank-you pages: wordmark, two quiet links (pricing, log in), content,
 * help and legal links. No site navigation (a squeeze page keeps the visitor on its one call to
 * action), and nothing beyond what the entry bundle already carries, so paid traffic's first page
 * stays light.
 */
export function FunnelLayout({ title, banner, children }: { title: string; banner?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{title}</title>
      {banner}
      <header className="border-b border-border/80 bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:px-6">
          <Wordmark />
          {/* small text links, not buttons: the page's one call to action stays its form */}
          <nav aria-label={FUNNEL_NAV_COPY.label} className="flex items-center gap-1">
            <Link href="/pricing" className={quietLink}>
              {FUNNEL_NAV_COPY.pricing}
            </Link>
            <Link href="/auth" className={quietLink}>
              {FUNNEL_NAV_COPY.login}
            </Link>
          </nav>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
