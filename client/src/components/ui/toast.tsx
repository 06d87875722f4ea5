import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ComponentProps, ReactElement } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon } from './icons';

/** Spec section 9: display time, swipe-to-dismiss and the hotkey that focuses the region. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD} {...props} />;
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={TOAST_HOTKEY}
      className={cn(
        'fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const TOAST_VARIANTS = {
  default: 'border-border bg-surface text-ink',
  destructive: 'border-danger bg-danger text-white',
} as const;

export type ToastVariant = keyof typeof TOAST_VARIANTS;

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-card border p-4 pr-10 shadow-elevated',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'motion-safe:data-[state=open]:animate-toast-in motion-safe:data-[state=closed]:animate-toast-out',
        TOAST_VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn('inline-flex h-8 shrink-0 items-center rounded-control border border-current/30 px-3 text-sm font-medium hover:bg-current/10', className)}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn('absolute top-3 right-3 rounded-control p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:opacity-100', className)}
      {...props}
    >
      <CloseIcon className="size-4" />
    </ToastPrimitive.Close>
  );
}

export type ToastActionElement = ReactElement<ComponentProps<typeof ToastAction>>;
