import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BRAND } from '@/content/brand';
import { cn } from '@/lib/cn';

const NAV = [
  { href: '/admin', label: 'Funnel' },
  { href: '/admin/leads', label: 'Leads' },
  { href: '/email-export', label: 'E-mail export' },
  { href: '/admin/certificates', label: 'Certificates' },
] as const;

/** Heading, title and the admin screens' tabs. */
export function AdminPage({ title, current, children }: { title: string; current?: string; children: ReactNode }) {
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <title>{`${title} · ${BRAND.name}`}</title>
      <nav aria-label="Admin" className="flex flex-wrap gap-2">
        {NAV.map((item) => (
          <Link
            key={item.href}
            href={item.href}
            aria-current={current === item.href ? 'page' : undefined}
            className={cn(
              'rounded-full px-3 py-1 text-sm font-semibold',
              current === item.href ? 'bg-ink text-white' : 'bg-surface-muted text-ink hover:bg-border',
            )}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <h1 className="text-headline font-bold text-ink">{title}</h1>
      {children}
    </section>
  );
}

export const formatDateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
