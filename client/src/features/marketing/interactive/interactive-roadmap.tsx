import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ROADMAP_COPY, ROADMAP_STAGES, TIMINGS } from '@/content/interactive-sections';
import { cn } from '@/lib/cn';
import { MarketingSection } from '../components/marketing-section';
import { useInterval } from '../hooks/use-interval';

const LAST = ROADMAP_STAGES.length - 1;

/** Five stages; auto-play advances every 3 s and stops on the last; visited stages are marked; play is disabled on the last. */
type Progress = { stage: number; visited: ReadonlySet<number> };
const START: Progress = { stage: 0, visited: new Set([0]) };
const visit = (current: Progress, stage: number): Progress => ({ stage, visited: new Set(current.visited).add(stage) });

export default function InteractiveRoadmap() {
  const [{ stage, visited }, setProgress] = useState(START);
  const [wantsPlay, setPlaying] = useState(false);
  const playing = wantsPlay && stage < LAST;

  const goTo = (next: number) => setProgress((current) => visit(current, next));
  // A function of the previous stage: late timers may fire several ticks before React renders.
  useInterval(() => setProgress((current) => visit(current, Math.min(current.stage + 1, LAST))), playing ? TIMINGS.roadmapAutoplayMs : null);

  const current = ROADMAP_STAGES[stage]!;
  return (
    <MarketingSection id="interactive-roadmap" heading={ROADMAP_COPY.heading}>
      <div className="grid gap-6">
        <ol className="grid grid-cols-5 gap-2">
          {ROADMAP_STAGES.map((s, index) => (
            <li key={s.title}>
              <button
                type="button"
                aria-current={index === stage ? 'step' : undefined}
                onClick={() => goTo(index)}
                className={cn(
                  'w-full rounded-control border px-2 py-3 text-sm font-semibold',
                  index === stage
                    ? 'border-primary bg-primary text-on-primary'
                    : visited.has(index)
                      ? 'border-primary/40 bg-primary-soft text-primary-strong'
                      : 'border-border bg-surface text-ink-muted',
                )}
              >
                {s.title}
                {visited.has(index) && index !== stage && <span className="sr-only"> ({ROADMAP_COPY.visited})</span>}
              </button>
            </li>
          ))}
        </ol>
        <div className="rounded-card border border-border bg-surface p-6" aria-live="polite">
          <p className="text-sm font-semibold text-primary-strong">{current.timeframe}</p>
          <h3 className="mt-1 text-title font-bold text-ink">{current.title}</h3>
          <p className="mt-2 text-ink-muted">{current.description}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setPlaying(!playing)} disabled={stage === LAST}>
            {playing ? ROADMAP_COPY.pause : ROADMAP_COPY.play}
          </Button>
          <Button variant="secondary" onClick={() => goTo(stage + 1)} disabled={stage === LAST}>
            {ROADMAP_COPY.next}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setPlaying(false);
              setProgress(START);
            }}
          >
            {ROADMAP_COPY.reset}
          </Button>
        </div>
      </div>
    </MarketingSection>
  );
}
