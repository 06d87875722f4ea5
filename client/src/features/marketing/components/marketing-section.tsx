import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type MarketingSectionProps = {
  id?: string;
  heading: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  className?: string;
  children: ReactNode;
};

const tones = {
  plain: 'bg-canvas',
  muted: 'bg-surface',
  dark: 'bg-brand-950 text-white',
} as const;

/** One landing section: a labelled region with a heading, optional intro and content. */
export function MarketingSection({ id, heading, intro, tone = 'plain', className, children }: MarketingSectionProps) {
  const headingId = `${id ?? heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20', tones[tone], className)}>
      <div className="mx-auto max-w-6xl">
        <h2 id={headingId} className={cn('text-headline font-bold', tone === 'dark' ? 'text-white' : 'text-ink')}>
          {heading}
        </h2>
        {intro && <p className={cn('mt-3 max-w-2xl text-base', tone === 'dark' ? 'text-brand-100' : 'text-ink-muted')}>{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
