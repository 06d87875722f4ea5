import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { ChevronDownIcon } from '@/components/ui/icons';
import { NAV_COPY, SUPPORT_EMAIL } from '@/content/landing-copy';

const itemClass = 'block rounded-control px-3 py-2 text-sm text-ink hover:bg-surface-muted';

/** Disclosure menu: FAQ, contact support by mail, security and trust. Escape or a click outside closes it. */
export function HelpMenu() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-1 rounded-control px-3 py-2 text-sm font-medium text-ink-muted hover:text-ink"
      >
        {NAV_COPY.help}
        <ChevronDownIcon className="size-4" />
      </button>
      {open && (
        <ul id={id} className="absolute right-0 z-50 mt-1 w-56 rounded-card border border-border bg-surface p-1 shadow-elevated">
          <li>
            <Link href="/faq" className={itemClass}>
              {NAV_COPY.faq}
            </Link>
          </li>
          <li>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={itemClass}>
              {NAV_COPY.contactSupport}
            </a>
          </li>
          <li>
            <Link href="/pricing#security" className={itemClass}>
              {NAV_COPY.securityAndTrust}
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
