import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TIMINGS, VIRALITY_COPY, VIRALITY_NODES } from '@/content/interactive-sections';
import { cn } from '@/lib/cn';
import { MarketingSection } from '../components/marketing-section';
import { useInterval } from '../hooks/use-interval';
import { ProgressBar } from './progress-bar';

// Node positions on a 320 × 230 canvas (room below for labels): a seed in the middle spreading outwards.
const POSITIONS = [
  [160, 100],
  [70, 50],
  [250, 50],
  [70, 160],
  [250, 160],
] as const;

/** Five nodes light up one every 800 ms; the button is disabled while running; 100% shows the completion message. */
export default function ViralityDiagram() {
  const [active, setActive] = useState(0);
  const [started, setStarted] = useState(false);
  const running = started && active < VIRALITY_NODES.length;
  // A function of the previous count: late timers may fire several ticks before React renders.
  useInterval(() => setActive((current) => Math.min(current + 1, VIRALITY_NODES.length)), running ? TIMINGS.viralityNodeMs : null);
  const percent = Math.round((active / VIRALITY_NODES.length) * 100);
  return (
    <MarketingSection id="virality" heading={VIRALITY_COPY.heading} tone="dark">
      <div className="grid gap-6 md:grid-cols-2 md:items-center">
        <svg
          viewBox="0 0 320 230"
          width="320"
          height="230"
          className="h-auto w-full max-w-md"
          role="img"
          aria-label={`${VIRALITY_COPY.heading}: ${VIRALITY_NODES.slice(0, active).join(', ') || '0%'}`}
        >
          {POSITIONS.slice(1).map(([x, y], index) => (
            <line key={index} x1={160} y1={100} x2={x} y2={y} stroke={index + 1 < active ? '#a78bfa' : '#4c1d95'} strokeWidth={3} />
          ))}
          {POSITIONS.map(([x, y], index) => (
            <g key={VIRALITY_NODES[index]} data-active={index < active || undefined}>
              <circle cx={x} cy={y} r={26} className={cn('transition-colors', index < active ? 'fill-brand-400' : 'fill-brand-900')} />
              <text x={x} y={y + 44} textAnchor="middle" className="fill-brand-100 text-[11px]">
                {VIRALITY_NODES[index]}
              </text>
            </g>
          ))}
        </svg>
        <div className="grid gap-4">
          <ProgressBar value={active} max={VIRALITY_NODES.length} label={VIRALITY_COPY.progress(percent)} />
          <div>
            <Button
              onClick={() => {
                setActive(0);
                setStarted(true);
              }}
              disabled={running}
            >
              {VIRALITY_COPY.reveal}
            </Button>
          </div>
          <div role="status">{percent === 100 && <p className="font-semibold text-white">{VIRALITY_COPY.complete}</p>}</div>
        </div>
      </div>
    </MarketingSection>
  );
}
