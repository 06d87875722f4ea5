import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type PageHeaderProps = {
  title: ReactNode;
  /** A line or two under the title saying what the page is for. */
  intro?: ReactNode;
  /** Beside the title on wide screens, beneath it on narrow ones (e.g. a primary action). */
  actions?: ReactNode;
  className?: string;
};

/** A screen's one `h1` with its intro: the same size and spacing on every signed-in page. */
export function PageHeader({ title, intro, actions, className }: PageHeaderProps) {
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-3', className)}>
      <div className="grid gap-2">
        <h1 className="text-headline font-bold text-ink">{title}</h1>
        {intro ? <p className="max-w-3xl text-ink-muted">{intro}</p> : null}
      </div>
      {actions}
    </header>
  );
}
