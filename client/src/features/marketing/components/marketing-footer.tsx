import { Link } from 'wouter';
import { Wordmark } from '@/components/ui/logo';
import { FOOTER_COPY } from '@/content/landing-copy';
import { SHELL_COPY } from '@/content/system-copy';
import { useAuth } from '@/features/auth';
import { cn } from '@/lib/cn';

const linkClass = 'rounded-control text-sm text-ink-muted hover:text-ink';

type FooterLink = { href: string; label: string; inPage?: boolean };

/**
 * Footer links of the spec: features, pricing, /how-to-use, /animation or /auth, /dashboard or
 * /auth, /privacy, /terms. Pages without the features and pricing sections link to the landing's.
 */
export function MarketingFooter({ onLanding = false }: { onLanding?: boolean }) {
  const { user } = useAuth();
  const anchor = (id: string) => (onLanding ? `#${id}` : `/landing-full#${id}`);
  const links: FooterLink[] = [
    { href: anchor('features'), label: FOOTER_COPY.features, inPage: onLanding },
    { href: anchor('pricing'), label: FOOTER_COPY.pricing, inPage: onLanding },
    { href: '/how-to-use', label: FOOTER_COPY.howToUse },
    { href: user ? '/animation' : '/auth', label: FOOTER_COPY.create },
    { href: user ? '/dashboard' : '/auth', label: FOOTER_COPY.dashboard },
    { href: '/privacy', label: FOOTER_COPY.privacy },
    { href: '/terms', label: FOOTER_COPY.terms },
  ];
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-[1fr_2fr] md:items-start">
        <div className="grid gap-2">
          <Wordmark />
          <p className="text-sm text-ink-muted">{FOOTER_COPY.tagline}</p>
          <p className="text-sm text-ink-subtle">{SHELL_COPY.copyright}</p>
        </div>
        <nav aria-label={SHELL_COPY.footerNavLabel}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3 md:justify-end">
            {links.map(({ href, label, inPage }) => (
              <li key={label}>
                {inPage ? (
                  <a href={href} className={linkClass}>
                    {label}
                  </a>
                ) : (
                  <Link href={href} className={cn(linkClass)}>
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
