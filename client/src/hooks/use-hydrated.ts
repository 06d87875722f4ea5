import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates prerendered HTML, true from then on (and
 * at once in a render that only happens in the browser). A component that shows something based on
 * browser state (storage, the address) renders the server's view until this is true, so hydration
 * always meets the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
