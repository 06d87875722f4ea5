import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const toneClasses = {
  primary: 'bg-primary-soft text-primary-strong',
  warning: 'bg-warning-soft text-warning',
} as const;

/** A full-height centred message with an icon and one way forward (crash, access denied, …). */
export function StatusScreen(props: { icon: ReactNode; tone: keyof typeof toneClasses; heading: string; text: string; action: ReactNode }) {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center justify-center px-4 py-16">
      <section className="flex max-w-md flex-col items-center text-center">
        <span className={cn('inline-flex size-16 items-center justify-center rounded-full', toneClasses[props.tone])}>{props.icon}</span>
        <h1 className="mt-6 text-title font-bold text-ink">{props.heading}</h1>
        <p className="mt-3 text-base text-ink-muted">{props.text}</p>
        <div className="mt-8">{props.action}</div>
      </section>
    </main>
  );
}
