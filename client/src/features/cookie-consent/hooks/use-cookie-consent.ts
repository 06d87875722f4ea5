import { useCallback, useSyncExternalStore } from 'react';
import { getConsent, setConsent, subscribeToConsent } from '../consent';

/** Current consent decision (null while undecided) with setters that also update other subscribers. */
export function useCookieConsent() {
  const consent = useSyncExternalStore(subscribeToConsent, getConsent, () => null);
  const accept = useCallback(() => setConsent('accepted'), []);
  const decline = useCallback(() => setConsent('declined'), []);
  return { consent, accept, decline };
}
