import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Wordmark } from '@/components/ui/logo';
import { CenteredSpinner } from '@/components/ui/spinner';

type ShellLayoutProps = {
  /** Where the wordmark leads: the landing for visitors, the dashboard inside the app. */
  homeHref: string;
  /** Extra header content on the right (user, badges). */
  headerEnd?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * Header, main and optional footer shared by every shell. The lazy screen suspends inside `main`,
 * so the header stays put while a screen's chunk loads.
 */
export function ShellLayout({ homeHref, headerEnd, footer, children }: ShellLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border/80 bg-surface/85 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
          <Link href={homeHref} className="rounded-control">
            <Wordmark />
          </Link>
          {headerEnd}
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<CenteredSpinner />}>{children}</Suspense>
      </main>
      {footer}
    </div>
  );
}

