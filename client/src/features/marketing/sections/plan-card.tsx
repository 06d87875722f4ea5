import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type PlanCardProps = {
  title: string;
  description: string;
  price: ReactNode;
  popularLabel?: string;
  urgencyTag?: string;
  features: readonly string[];
  extra?: ReactNode;
  action: ReactNode;
};

/** One plan: shared by the landing's pricing section and the pricing page, which differ only in data. */
export function PlanCard({ title, description, price, popularLabel, urgencyTag, features, extra, action }: PlanCardProps) {
  return (
    <article
      aria-label={title}
      className={cn('relative flex flex-col rounded-panel border bg-surface p-6 shadow-card', popularLabel ? 'border-primary shadow-glow' : 'border-border')}
    >
      {popularLabel && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-bold tracking-wide text-on-primary">
          {popularLabel}
        </p>
      )}
      <h3 className="text-title font-bold text-ink">{title}</h3>
      <p className="mt-2 text-sm text-ink-muted">{description}</p>
      <div className="mt-5">{price}</div>
      {urgencyTag && <p className="mt-3 text-sm font-semibold text-warning">{urgencyTag}</p>}
      {extra}
      <ul className="mt-5 grid flex-1 gap-2">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-ink">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6">{action}</div>
    </article>
  );
}
