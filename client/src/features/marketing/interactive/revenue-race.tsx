import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { RACE_COPY, REVENUE_RACE, TIMINGS } from '@/content/interactive-sections';
import { MarketingSection } from '../components/marketing-section';
import { useInterval } from '../hooks/use-interval';
import { formatDollars } from '../lib/format';
import { ProgressBar } from './progress-bar';

/** Totals after `day` days: each side adds its daily amount, capped. */
export function raceTotals(day: number) {
  return {
    manual: Math.min(day * REVENUE_RACE.manualPerDay, REVENUE_RACE.manualCap),
    ai: Math.min(day * REVENUE_RACE.aiPerDay, REVENUE_RACE.aiCap),
  };
}

/** Day 0 to 30, one day every 150 ms; a result panel at day 30. */
export default function RevenueRace() {
  const [day, setDay] = useState(0);
  const [started, setStarted] = useState(false);
  const finished = day === REVENUE_RACE.days;
  const running = started && !finished;
  // A function of the previous day: late timers may fire several ticks before React renders.
  useInterval(() => setDay((current) => Math.min(current + 1, REVENUE_RACE.days)), running ? TIMINGS.raceDayMs : null);
  const { manual, ai } = raceTotals(day);
  return (
    <MarketingSection id="revenue-race" heading={RACE_COPY.heading} tone="muted">
      <div className="grid gap-6">
        <p className="text-sm font-semibold text-ink-muted" data-testid="race-day">
          {RACE_COPY.day(day)}
        </p>
        {[
          { label: RACE_COPY.manual, value: manual, cap: REVENUE_RACE.manualCap, id: 'manual' },
          { label: RACE_COPY.ai, value: ai, cap: REVENUE_RACE.aiCap, id: 'ai' },
        ].map((side) => (
          // a simulated creator's earnings (spec 9's race), not a plan figure
          <div key={side.id} className="grid gap-1" data-plan-figures="none">
            <p className="flex justify-between text-sm">
              <span className="font-semibold text-ink">{side.label}</span>
              <span className="font-bold text-ink" data-testid={`race-${side.id}`}>
                {formatDollars(side.value)}
              </span>
            </p>
            <ProgressBar value={side.value} max={REVENUE_RACE.aiCap} label={`${side.label}: ${formatDollars(side.value)}`} />
          </div>
        ))}
        <div className="flex gap-2">
          <Button onClick={() => setStarted(true)} disabled={running || finished}>
            {RACE_COPY.start}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setStarted(false);
              setDay(0);
            }}
          >
            {RACE_COPY.reset}
          </Button>
        </div>
        {finished && (
          <div
            role="status"
            className="rounded-card border border-success/30 bg-success-soft p-5 font-semibold text-ink"
            data-testid="race-result"
            data-plan-figures="none"
          >
            {RACE_COPY.result(formatDollars(ai - manual))}
          </div>
        )}
      </div>
    </MarketingSection>
  );
}
