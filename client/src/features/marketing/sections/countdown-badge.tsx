import { PRICING_COPY } from '@/content/pricing-copy';
import { FORTY_EIGHT_HOURS_MS, formatCountdown, useCountdown } from '../hooks/use-countdown';

/** The 48-hour countdown of the pricing page, restarting at each page load and ticking every second. */
export function CountdownBadge() {
  const left = useCountdown(FORTY_EIGHT_HOURS_MS);
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-warning-soft px-4 py-2 text-sm font-semibold text-warning">
      {left > 0 ? PRICING_COPY.countdownLabel : PRICING_COPY.countdownEnded}
      {/* The timer role keeps screen readers from announcing every second. */}
      <span role="timer" aria-label={PRICING_COPY.countdownLabel} className="font-mono tabular-nums" data-testid="pricing-countdown">
        {formatCountdown(left)}
      </span>
    </p>
  );
}
