import { useState } from 'react';
import { TICKER_COPY } from '@/content/landing-copy';
import { TICKER_LINES, TIMINGS } from '@/content/interactive-sections';
import { useInterval } from '../hooks/use-interval';

/** Another random line (never the same one twice in a row). */
export function nextTickerIndex(current: number, random: () => number = Math.random): number {
  const offset = 1 + Math.floor(random() * (TICKER_LINES.length - 1));
  return (current + offset) % TICKER_LINES.length;
}

/** Live activity ticker: replaces the line with a random one every 4 seconds. */
export function ActivityTicker() {
  const [index, setIndex] = useState(0);
  useInterval(() => setIndex((current) => nextTickerIndex(current)), TIMINGS.tickerMs);
  return (
    // sample creators' activity (spec 2), not a claim about what a plan includes (e2e/plan-figures.ts)
    <section aria-label={TICKER_COPY.label} data-plan-figures="none" className="border-y border-border bg-surface px-4 py-3">
      <p className="mx-auto flex max-w-6xl items-center gap-3 text-sm text-ink">
        <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-success motion-safe:animate-pulse" />
        {/* Not a live region: a line every 4 s would drown out everything else for screen readers. */}
        <span data-testid="ticker-line">{TICKER_LINES[index]}</span>
      </p>
    </section>
  );
}
