import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Wordmark } from '@/components/ui/logo';
import { FOOTER_LINKS, SHELL_COPY } from '@/content/system-copy';

/**
 * The frame of the opt-in and thank-you pages: wordmark, content, help and legal links. No site
 * navigation (a squeeze page keeps the visitor on its one call to action), and nothing beyond what
 * the entry bundle already carries, so paid traffic's first page stays light.
 */
export function FunnelLayout({ title, banner, children }: { title: string; banner?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{title}</title>
      {banner}
      <header className="border-b border-border/80 bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Wordmark />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="border-t border-border bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <nav aria-label={SHELL_COPY.footerNavLabel}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {FOOTER_LINKS.map(({ href, label }) => (
                <li key={href}>
                  <Link href={href} className="rounded-control text-sm text-ink-muted hover:text-ink">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-ink-subtle">{SHELL_COPY.copyright}</p>
        </div>
      </footer>
    </div>
  );
}
