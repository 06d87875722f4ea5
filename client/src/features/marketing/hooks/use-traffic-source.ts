import type { TrafficSource } from '@common/rules/traffic-source';
import { useState } from 'react';
import { currentTrafficSource } from '@/lib/traffic-source';
import { useHydrated } from '@/hooks/use-hydrated';

/** The source a prerendered page is personalised for: a visitor with no campaign and no referrer. */
export const PRERENDERED_TRAFFIC_SOURCE: TrafficSource = 'direct';

/**
 * This visit's traffic source once hydrated; `undefined` on the server and while React hydrates
 * prerendered HTML (the campaign, referrer and storage are the browser's), when the page shows
 * PRERENDERED_TRAFFIC_SOURCE's copy.
 */
export function useTrafficSource(): TrafficSource | undefined {
  const hydrated = useHydrated();
  const [source] = useState(() => (typeof window === 'undefined' ? undefined : currentTrafficSource()));
  return hydrated ? source : undefined;
}
