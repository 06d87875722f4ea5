import { readStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export type ConsentDecision = 'accepted' | 'declined';

const listeners = new Set<() => void>();

/** The visitor's stored decision, or null while undecided (the banner shows then). */
export function getConsent(): ConsentDecision | null {
  const value = readStorage('localStorage', STORAGE_KEYS.cookieConsent);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/** Whether analytics may run: only after an explicit Accept. */
export function hasAnalyticsConsent(): boolean {
  return getConsent() === 'accepted';
}

export function setConsent(decision: ConsentDecision): void {
  writeStorage('localStorage', STORAGE_KEYS.cookieConsent, decision);
  listeners.forEach((listener) => listener());
}

/**
 * Calls `listener` whenever the decision changes, in this tab or another one; analytics uses it
 * to start as soon as the visitor accepts. Returns the unsubscribe function.
 */
export function subscribeToConsent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.cookieConsent || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
