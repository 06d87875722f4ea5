import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { STUDIO_NAV_COPY, STUDIO_NAV_GROUPS } from '@/content/studio-nav-copy';
import { cn } from '@/lib/cn';
import { currentNavHref } from './current-nav-item';

type StudioNavListProps = {
  isAdmin: boolean;
  /** Called after an item is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * The studio's navigation: a labelled list per group, the current screen marked with
 * `aria-current="page"` (read out by screen readers, shown by the bar beside it).
 */
export function StudioNavList({ isAdmin, onNavigate, className }: StudioNavListProps) {
  const [location] = useLocation();
  const current = currentNavHref(location);
  const idPrefix = useId();
  return (
    <nav aria-label={STUDIO_NAV_COPY.label} className={cn('grid gap-5', className)}>
      {STUDIO_NAV_GROUPS.filter((group) => group.id !== 'admin' || isAdmin).map((group) => {
        const headingId = `${idPrefix}-${group.id}`;
        return (
          <div key={group.id} className="grid gap-1">
            <p id={headingId} className="px-3 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
              {group.label}
            </p>
            <ul aria-labelledby={headingId} className="grid gap-0.5">
              {group.items.map((item) => {
                const isCurrent = item.href === current;
                return (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      aria-current={isCurrent ? 'page' : undefined}
                      onClick={onNavigate}
                      className={cn(
                        'flex min-h-10 items-center rounded-control border-l-4 px-3 text-sm font-medium',
                        isCurrent
                          ? 'border-primary bg-primary-soft font-semibold text-primary-strong'
                          : 'border-transparent text-ink-muted hover:bg-surface-muted hover:text-ink',
                      )}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
