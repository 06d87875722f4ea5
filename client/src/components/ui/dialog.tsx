import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

// Radix's dialog: focus is trapped inside while it is open, Escape and the overlay close it, and
// focus returns to the control that opened it.
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const PLACEMENT = {
  /** a modal panel in the middle of the screen */
  centre: 'top-1/2 left-1/2 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-card p-6',
  /** a drawer along the left edge (the studio's menu on a phone) */
  left: 'inset-y-0 left-0 flex w-[min(20rem,calc(100vw-3rem))] flex-col outline-none',
} as const;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & { side?: keyof typeof PLACEMENT; closeLabel?: string };

/**
 * The panel with its overlay and a labelled close button; needs a DialogTitle inside, and
 * `aria-describedby={undefined}` when it has no description.
 */
export function DialogContent({ className, children, side = 'centre', closeLabel = 'Close', ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[90] bg-ink/60 backdrop-blur-sm motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn('fixed z-[91] overflow-y-auto bg-surface shadow-elevated motion-safe:animate-fade-in', PLACEMENT[side], className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className={cn(
            'absolute inline-flex items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink',
            side === 'left' ? 'top-3 right-3 size-10' : 'top-4 right-4 p-1',
          )}
        >
          <CloseIcon className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-8 text-xl font-bold text-ink', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-ink-muted', className)} {...props} />;
}
