import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Text input; set `aria-invalid` to show the error state that a field message explains. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-control border border-border bg-surface px-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-subtle sm:text-sm',
        'focus-visible:border-primary disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}
