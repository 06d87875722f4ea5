import { Suspense, type ReactNode } from 'react';
import { Link } from 'wouter';
import { LogoMark, Wordmark } from '@/components/ui/logo';
import { CenteredSpinner } from '@/components/ui/spinner';
import { BRAND } from '@/content/brand';
import { cn } from '@/lib/cn';

type ShellLayoutProps = {
  /** Where the wordmark leads: the landing for visitors, the dashboard inside the app. */
  homeHref: string;
  /** Header content before the wordmark (the studio's menu buttons). */
  headerStart?: ReactNode;
  /** Extra header content on the right (user, badges). */
  headerEnd?: ReactNode;
  /** A column beside `main` (the studio's navigation on wide screens). */
  sidebar?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * Header, main and optional footer shared by every shell. The lazy screen suspends inside `main`,
 * so the header stays put while a screen's chunk loads. With a sidebar (the studio) the header
 * spans the whole width, and on the narrowest phones the wordmark shrinks to its mark so the menu,
 * level and credits keep their room.
 */
export function ShellLayout({ homeHref, headerStart, headerEnd, sidebar, footer, children }: ShellLayoutProps) {
  const isStudio = sidebar !== undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-border/80 bg-surface/85 backdrop-blur-md">
        <div className={cn('mx-auto flex h-16 items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6', isStudio ? 'max-w-none lg:px-4' : 'max-w-6xl')}>
          <div className="flex min-w-0 items-center gap-1 sm:gap-2">
            {headerStart}
            <Link href={homeHref} className="rounded-control">
              {isStudio ? (
                <span className="inline-flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink">
                  <LogoMark className="size-8" />
                  <span className="max-[369px]:sr-only">{BRAND.name}</span>
                </span>
              ) : (
                <Wordmark />
              )}
            </Link>
          </div>
          {headerEnd}
        </div>
      </header>
      <div className="flex min-w-0 flex-1">
        {sidebar}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Suspense fallback={<CenteredSpinner />}>{children}</Suspense>
        </main>
      </div>
      {footer}
    </div>
  );
}
