import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

// A panel sliding in from the left edge, on Radix's dialog: focus is trapped inside while it is
// open, Escape and the overlay close it, and focus returns to the control that opened it.
export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerTitle = DialogPrimitive.Title;

type DrawerContentProps = ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string };

/** The sheet itself; needs a DrawerTitle inside, and a `aria-describedby={undefined}` when it has no description. */
export function DrawerContent({ className, children, closeLabel, ...props }: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[90] bg-ink/60 backdrop-blur-sm motion-safe:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-[91] flex w-[min(20rem,calc(100vw-3rem))] flex-col overflow-y-auto bg-surface shadow-elevated outline-none motion-safe:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-control text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <CloseIcon className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
