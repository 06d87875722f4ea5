import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Wordmark } from '@/components/ui/logo';
import { MarketingFooter } from './marketing-footer';

type MarketingLayoutProps = {
  /** `<title>` of the document. */
  title: string;
  /** Right side of the sticky header (the landing nav, the pricing nav, …). */
  nav: ReactNode;
  /** Content above the header, e.g. the urgency banner. */
  banner?: ReactNode;
  onLanding?: boolean;
  children: ReactNode;
};

/**
 * Header, main and footer of every marketing page. It lives in the page's lazy chunk (not in a
 * shell of the entry bundle) so the first screen of the app pays nothing for marketing code.
 */
export function MarketingLayout({ title, nav, banner, onLanding, children }: MarketingLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{title}</title>
      {banner}
      <header className="sticky top-0 z-40 border-b border-border/80 bg-surface/90 backdrop-blur-md">
        <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link href="/" className="rounded-control">
            <Wordmark nameClassName="max-[419px]:sr-only" />
          </Link>
          {nav}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <MarketingFooter onLanding={onLanding} />
    </div>
  );
}
