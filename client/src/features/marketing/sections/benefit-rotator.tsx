import { useEffect, useState } from 'react';
import { OPT_IN_BENEFIT_LINES, OPT_IN_TIMINGS } from '@/content/opt-in-copy';

/** One of three benefit lines, the next every 3 seconds; a fixed height so nothing below moves. */
export function BenefitRotator() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % OPT_IN_BENEFIT_LINES.length), OPT_IN_TIMINGS.benefitRotationMs);
    return () => clearInterval(timer);
  }, []);
  return (
    <p aria-live="polite" className="flex h-14 items-center justify-center text-lg font-semibold text-primary-strong sm:h-8">
      <span key={index} className="motion-safe:animate-fade-in">
        {OPT_IN_BENEFIT_LINES[index]}
      </span>
    </p>
  );
}
