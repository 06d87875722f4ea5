import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: below it lists show cards instead of a wide table. */
const WIDE_QUERY = '(min-width: 40rem)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without matchMedia (jsdom) the narrow layout is the one shown.
const isWide = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;

/** Whether the screen is at least `sm` wide; only one of a table and its card list is ever in the page. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => false);
}
