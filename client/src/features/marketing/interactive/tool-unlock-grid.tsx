import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TIMINGS, TOOLS, TOOLS_COPY } from '@/content/interactive-sections';
import { cn } from '@/lib/cn';
import { MarketingSection } from '../components/marketing-section';
import { useInterval } from '../hooks/use-interval';
import { formatDollars } from '../lib/format';
import { ProgressBar } from './progress-bar';

/** Six tools: click unlocks one; Auto-Reveal All unlocks one more every 500 ms until all six; Reset Preview clears. */
export default function ToolUnlockGrid() {
  const [unlocked, setUnlocked] = useState<ReadonlySet<number>>(new Set());
  const [autoReveal, setAutoReveal] = useState(false);
  const allUnlocked = unlocked.size === TOOLS.length;
  const revealing = autoReveal && !allUnlocked;
  const unlock = (index: number) => setUnlocked((current) => new Set(current).add(index));

  // Updates are functions of the previous state: late timers may fire several ticks before React renders.
  useInterval(
    () =>
      setUnlocked((current) => {
        const next = TOOLS.findIndex((_, index) => !current.has(index));
        return next === -1 ? current : new Set(current).add(next);
      }),
    revealing ? TIMINGS.toolRevealMs : null,
  );

  const onButton = () => {
    if (allUnlocked) {
      setUnlocked(new Set());
      setAutoReveal(false);
    } else setAutoReveal(true);
  };

  return (
    <MarketingSection id="tool-unlock" heading={TOOLS_COPY.heading} intro={TOOLS_COPY.packageValue}>
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={onButton} disabled={revealing}>
            {allUnlocked ? TOOLS_COPY.reset : TOOLS_COPY.autoReveal}
          </Button>
          <div className="min-w-48 flex-1">
            <ProgressBar value={unlocked.size} max={TOOLS.length} label={TOOLS_COPY.unlocked(unlocked.size, TOOLS.length)} />
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TOOLS.map((tool, index) => {
            const isUnlocked = unlocked.has(index);
            return (
              <li key={tool.name}>
                <button
                  type="button"
                  aria-pressed={isUnlocked}
                  onClick={() => unlock(index)}
                  className={cn(
                    'flex h-full w-full flex-col items-start rounded-card border p-5 text-left transition-colors',
                    isUnlocked ? 'border-success bg-success-soft' : 'border-border bg-surface hover:border-primary',
                  )}
                >
                  <span className="font-bold text-ink">{tool.name}</span>
                  <span className="mt-1 text-sm text-ink-muted">{isUnlocked ? tool.description : TOOLS_COPY.locked}</span>
                  {/* what the tool would cost bought on its own (spec 9's yearly values): a market value, not a plan's price */}
                  <span className="mt-3 text-sm font-semibold text-primary-strong" data-plan-figures="none">
                    {formatDollars(tool.yearlyValue)}/year
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </MarketingSection>
  );
}
