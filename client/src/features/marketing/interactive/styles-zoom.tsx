import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { STYLES_ZOOM, STYLES_ZOOM_COPY, TIMINGS } from '@/content/interactive-sections';
import { VISUAL_STYLE_LIST } from '@common/catalog/visual-styles';
import { cn } from '@/lib/cn';
import { MarketingSection } from '../components/marketing-section';
import { useInterval } from '../hooks/use-interval';
import { ProgressBar } from './progress-bar';

/** Depth rises 2% every 200 ms up to 100 while the highlighted style cycles through all 13. */
const START = { depth: 0, highlight: 0 };

/** One tick: 2% deeper (up to 100) and the next of the 13 styles; nothing once at 100. */
export function zoomTick(state: typeof START): typeof START {
  if (state.depth >= STYLES_ZOOM.max) return state;
  return { depth: Math.min(state.depth + STYLES_ZOOM.step, STYLES_ZOOM.max), highlight: (state.highlight + 1) % VISUAL_STYLE_LIST.length };
}

export default function StylesZoom() {
  const [{ depth, highlight }, setZoom] = useState(START);
  const [started, setStarted] = useState(false);
  const running = started && depth < STYLES_ZOOM.max;
  // A function of the previous state: late timers may fire several ticks before React renders.
  useInterval(() => setZoom(zoomTick), running ? TIMINGS.stylesZoomTickMs : null);
  const current = VISUAL_STYLE_LIST[highlight]!;
  return (
    <MarketingSection id="styles-zoom" heading={STYLES_ZOOM_COPY.heading} tone="muted">
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={() => setStarted(true)} disabled={running || depth === STYLES_ZOOM.max}>
            {STYLES_ZOOM_COPY.start}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setStarted(false);
              setZoom(START);
            }}
          >
            {STYLES_ZOOM_COPY.reset}
          </Button>
          <div className="min-w-48 flex-1">
            <ProgressBar value={depth} max={STYLES_ZOOM.max} label={STYLES_ZOOM_COPY.depth(depth)} />
          </div>
        </div>
        <p className="text-title font-bold text-ink" data-testid="styles-current">
          <span aria-hidden="true">{current.icon} </span>
          {current.name}
        </p>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
          {VISUAL_STYLE_LIST.map((style, index) => (
            <li
              key={style.id}
              aria-current={index === highlight ? 'true' : undefined}
              style={{ transform: index === highlight ? `scale(${1 + depth / 400})` : undefined }}
              className={cn(
                'rounded-control border px-3 py-2 text-sm transition-transform',
                index === highlight ? 'border-primary bg-primary-soft font-bold text-primary-strong' : 'border-border bg-surface text-ink-muted',
              )}
            >
              {style.name}
            </li>
          ))}
        </ul>
      </div>
    </MarketingSection>
  );
}
