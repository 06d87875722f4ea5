import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A button that reads like a link, for in-page actions that go nowhere (toggles, help toasts). */
export function TextButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return (
    <button
      type={type}
      className={cn('cursor-pointer rounded-control text-sm font-semibold text-primary underline-offset-2 hover:text-primary-hover hover:underline', className)}
      {...props}
    />
  );
}
