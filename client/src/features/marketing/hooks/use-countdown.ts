import { useState } from 'react';
import { URGENCY_TIMINGS } from '@/content/urgency-copy';
import { useInterval } from './use-interval';

/** Milliseconds left of a countdown that starts at each page load (no server time, per the spec). */
export function useCountdown(durationMs: number): number {
  const [deadline] = useState(() => Date.now() + durationMs);
  const [left, setLeft] = useState(durationMs);
  useInterval(() => setLeft(Math.max(0, deadline - Date.now())), left > 0 ? URGENCY_TIMINGS.countdownTickMs : null);
  return left;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 47:59:59 */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export const FORTY_EIGHT_HOURS_MS = 48 * 60 * 60 * 1000;
