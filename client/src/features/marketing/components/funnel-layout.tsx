import type { ReactNode } from 'react';
import { Wordmark } from '@/components/ui/logo';
import { SiteFooter } from '@/components/ui/site-footer';

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
      <SiteFooter />
    </div>
  );
}
