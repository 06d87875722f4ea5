import { useId, useState } from 'react';
import { calculateRoi, ROI_SLIDERS, type RoiInput } from '@common/rules/roi';
import { ROI_CALCULATOR_COPY, ROI_SCENARIOS } from '@/content/pricing-copy';
import { cn } from '@/lib/cn';
import { formatDollars } from '../lib/format';

type SliderKey = keyof typeof ROI_SLIDERS;

function RangeField({
  name,
  label,
  value,
  display,
  onChange,
}: {
  name: SliderKey;
  label: string;
  value: number;
  display: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const range = ROI_SLIDERS[name];
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-bold text-primary-strong">
          {display}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={display}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary"
      />
    </div>
  );
}

const initialInput = (): RoiInput => ({
  investment: ROI_SLIDERS.investment.default,
  videos: ROI_SLIDERS.videos.default,
  clients: ROI_SLIDERS.clients.default,
});

/** Sliders over the plan prices, 5–30, 0–10 with their defaults, three scenarios, and the figures of common/rules/roi. */
export function RoiCalculator() {
  const [input, setInput] = useState(initialInput);
  const result = calculateRoi(input);
  const set = (key: SliderKey) => (value: number) => setInput((current) => ({ ...current, [key]: value }));
  const figures = [
    { label: ROI_CALCULATOR_COPY.revenue, value: formatDollars(result.revenue), testId: 'roi-revenue' },
    { label: ROI_CALCULATOR_COPY.profit, value: formatDollars(result.profit), testId: 'roi-profit' },
    { label: ROI_CALCULATOR_COPY.multiple, value: `${result.multiple.toFixed(1)}x`, testId: 'roi-multiple' },
    { label: ROI_CALCULATOR_COPY.annual, value: formatDollars(result.annualProfit), testId: 'roi-annual' },
  ];
  return (
    <div data-plan-figures="none" className="grid gap-8 rounded-panel border border-border bg-surface p-6 shadow-card lg:grid-cols-2">
      <div className="grid content-start gap-6">
        <div role="group" aria-label={ROI_CALCULATOR_COPY.scenariosLabel} className="flex flex-wrap gap-2">
          {ROI_SCENARIOS.map((scenario) => {
            const active = scenario.videos === input.videos && scenario.clients === input.clients;
            return (
              <button
                key={scenario.id}
                type="button"
                aria-pressed={active}
                onClick={() => setInput((current) => ({ ...current, videos: scenario.videos, clients: scenario.clients }))}
                className={cn(
                  'rounded-full border px-4 py-2 text-sm font-semibold',
                  active ? 'border-primary bg-primary-soft text-primary-strong' : 'border-border text-ink-muted hover:text-ink',
                )}
              >
                {scenario.label}
              </button>
            );
          })}
        </div>
        <RangeField
          name="investment"
          label={ROI_CALCULATOR_COPY.investment}
          value={input.investment}
          display={formatDollars(input.investment)}
          onChange={set('investment')}
        />
        <RangeField name="videos" label={ROI_CALCULATOR_COPY.videos} value={input.videos} display={String(input.videos)} onChange={set('videos')} />
        <RangeField name="clients" label={ROI_CALCULATOR_COPY.clients} value={input.clients} display={String(input.clients)} onChange={set('clients')} />
      </div>
      <div className="grid content-start gap-4" aria-live="polite">
        <dl className="grid grid-cols-2 gap-4">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-card bg-canvas p-4">
              <dt className="text-xs font-medium text-ink-muted">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-ink" data-testid={figure.testId}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-sm font-semibold text-primary-strong" data-testid="roi-break-even">
          {ROI_CALCULATOR_COPY.breakEven(result.breakEvenVideos, result.breakEvenClients)}
        </p>
        <p className="text-xs text-ink-subtle">{ROI_CALCULATOR_COPY.assumptions}</p>
      </div>
    </div>
  );
}
