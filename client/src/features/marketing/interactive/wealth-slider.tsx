import { useId, useState } from 'react';
import { SLIDER_COPY, WEALTH_SLIDER } from '@/content/interactive-sections';
import { MarketingSection } from '../components/marketing-section';
import { formatDollars } from '../lib/format';
import { playSliderFanfare, playSliderTick } from './slider-sounds';

/** Value 0–100 mapped linearly to revenue $12K–$150K, clients 1–100 and months 0–6. */
export function sliderProjection(value: number) {
  const share = value / 100;
  return {
    revenue: Math.round(WEALTH_SLIDER.revenueMin + (WEALTH_SLIDER.revenueMax - WEALTH_SLIDER.revenueMin) * share),
    clients: Math.round(WEALTH_SLIDER.clientsMin + (WEALTH_SLIDER.clientsMax - WEALTH_SLIDER.clientsMin) * share),
    months: Math.round(WEALTH_SLIDER.monthsMax * share),
  };
}

export const sliderMessage = (value: number) => (value === 0 ? SLIDER_COPY.atZero : value === 100 ? SLIDER_COPY.atMax : SLIDER_COPY.between);

/** The wealth slider: a sound on every change and a special one at 100. */
export default function WealthSlider() {
  const [value, setValue] = useState(0);
  const id = useId();
  const projection = sliderProjection(value);
  const onChange = (next: number) => {
    setValue(next);
    if (next === 100) playSliderFanfare();
    else playSliderTick(next);
  };
  return (
    <MarketingSection id="wealth-slider" heading={SLIDER_COPY.heading}>
      <div className="grid gap-6 rounded-panel border border-border bg-surface p-6 shadow-card">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {SLIDER_COPY.label}: <span className="font-bold">{value}</span>
        </label>
        <input
          id={id}
          type="range"
          min={0}
          max={100}
          step={1}
          value={value}
          onChange={(e) => onChange(Number(e.target.value))}
          className="w-full accent-primary"
        />
        <p role="status" className="font-semibold text-primary-strong" data-testid="slider-message">
          {sliderMessage(value)}
        </p>
        {/* the slider's projected earnings, like the ROI calculator's read-outs: no plan figure */}
        <dl className="grid gap-3 sm:grid-cols-3" data-plan-figures="none">
          {[
            { label: SLIDER_COPY.revenue, value: formatDollars(projection.revenue), testId: 'slider-revenue' },
            { label: SLIDER_COPY.clients, value: String(projection.clients), testId: 'slider-clients' },
            { label: SLIDER_COPY.months, value: String(projection.months), testId: 'slider-months' },
          ].map((item) => (
            <div key={item.label} className="rounded-card bg-canvas p-4">
              <dt className="text-xs text-ink-muted">{item.label}</dt>
              <dd className="text-2xl font-extrabold text-ink" data-testid={item.testId}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </MarketingSection>
  );
}
