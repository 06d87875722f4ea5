import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Spec section 9: tooltips open after 700 ms; moving between triggers within 300 ms skips the wait. */
export const TOOLTIP_DELAY = 700;
export const TOOLTIP_SKIP_DELAY = 300;

/** Wrap a screen that shows tooltips (kept out of the app root to keep floating-ui out of the entry). */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY} {...props} />;
}

type TooltipProps = {
  /** The element that shows the tip on hover and keyboard focus; it must be focusable. */
  children: ReactNode;
  content: ReactNode;
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
  className?: string;
};

export function Tooltip({ children, content, side = 'top', className }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          className={cn(
            'z-[110] max-w-xs rounded-control bg-ink px-3 py-1.5 text-xs font-medium text-white shadow-elevated motion-safe:animate-fade-in',
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
