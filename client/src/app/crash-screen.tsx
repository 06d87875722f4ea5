import { Button } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons';
import { CRASH_COPY } from '@/content/system-copy';
import { pageNavigation } from '@/lib/page-navigation';

/** What the user sees after an uncaught rendering error: one way forward, a full reload. */
export function CrashScreen() {
  return (
    <main id="main-content" tabIndex={-1} className="flex min-h-dvh items-center justify-center px-4 py-16">
      <section className="flex max-w-md flex-col items-center text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
          <RefreshIcon className="size-8" />
        </span>
        <h1 className="mt-6 text-title font-bold text-ink">{CRASH_COPY.heading}</h1>
        <p className="mt-3 text-base text-ink-muted">{CRASH_COPY.text}</p>
        <Button size="lg" className="mt-8" onClick={() => pageNavigation.reload()}>
          <RefreshIcon className="size-4" />
          {CRASH_COPY.reload}
        </Button>
      </section>
    </main>
  );
}
