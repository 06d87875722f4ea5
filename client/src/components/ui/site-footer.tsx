import { Link } from 'wouter';
import { FOOTER_LINKS, SHELL_COPY } from '@/content/system-copy';

/** The help and legal links under every public screen: the public shell's and the opt-in pages'. */
export function SiteFooter() {
  return (
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
  );
}
