import { useEffect, useState } from 'react';
import { TIMINGS, TONE_COPY, TONES, type Tone } from '@/content/interactive-sections';
import { cn } from '@/lib/cn';
import { MarketingSection } from '../components/marketing-section';

/** Four tones; picking one turns the dial and swaps the sample script after a 300 ms transition. */
export default function ToneDial() {
  const [tone, setTone] = useState<Tone>(TONES[0]!);
  const [pending, setPending] = useState<Tone | null>(null);
  useEffect(() => {
    if (!pending) return;
    const id = window.setTimeout(() => {
      setTone(pending);
      setPending(null);
    }, TIMINGS.toneTransitionMs);
    return () => window.clearTimeout(id);
  }, [pending]);
  const angle = (pending ?? tone).angle;
  return (
    <MarketingSection id="tone-dial" heading={TONE_COPY.heading} tone="muted">
      <div className="grid gap-8 md:grid-cols-[auto_1fr] md:items-center">
        <div className="grid justify-items-center gap-4">
          <svg viewBox="0 0 120 120" width="160" height="160" aria-hidden="true">
            <circle cx="60" cy="60" r="54" className="fill-surface stroke-border" strokeWidth="4" />
            <line
              x1="60"
              y1="60"
              x2="60"
              y2="14"
              strokeWidth="6"
              strokeLinecap="round"
              className="stroke-primary transition-transform duration-300"
              style={{ transform: `rotate(${angle}deg)`, transformOrigin: '60px 60px' }}
            />
            <circle cx="60" cy="60" r="8" className="fill-primary" />
          </svg>
          <div role="radiogroup" aria-label={TONE_COPY.label} className="flex flex-wrap justify-center gap-2">
            {TONES.map((option) => {
              const selected = (pending ?? tone).value === option.value;
              return (
                <button
                  key={option.value}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  onClick={() => option.value !== tone.value && setPending(option)}
                  className={cn(
                    'rounded-full border px-4 py-2 text-sm font-semibold',
                    selected ? 'border-primary bg-primary text-on-primary' : 'border-border bg-surface text-ink-muted',
                  )}
                >
                  {option.label}
                </button>
              );
            })}
          </div>
        </div>
        <blockquote
          aria-live="polite"
          data-testid="tone-sample"
          data-tone={tone.value}
          className={cn('rounded-panel border border-border bg-surface p-6 text-lg text-ink transition-opacity duration-300', pending && 'opacity-30')}
        >
          “{tone.sample}”
        </blockquote>
      </div>
    </MarketingSection>
  );
}
