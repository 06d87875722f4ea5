import { HEADLINE_VARIANTS, type HeadlineVariant } from '@common/rules/headline-variant';
import { useState } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { useHydrated } from '@/hooks/use-hydrated';

/** What the prerendered page and the first client render show, before the visit's variant is known. */
export const PRERENDERED_HEADLINE_VARIANT: HeadlineVariant = 'revenue';

/** Picks a headline variant 50/50 on the first view of a visit and keeps it for the rest of the visit. */
export function pickHeadlineVariant(random: () => number = Math.random): HeadlineVariant {
  const stored = readStorage('sessionStorage', STORAGE_KEYS.headlineVariant);
  if ((HEADLINE_VARIANTS as readonly string[]).includes(stored ?? '')) return stored as HeadlineVariant;
  const variant: HeadlineVariant = random() < 0.5 ? 'revenue' : 'transformation';
  writeStorage('sessionStorage', STORAGE_KEYS.headlineVariant, variant);
  return variant;
}

/**
 * The visit's variant once hydrated; `undefined` before (on the server and while React hydrates
 * prerendered HTML), when the page shows PRERENDERED_HEADLINE_VARIANT and records nothing.
 */
export function useHeadlineVariant(): HeadlineVariant | undefined {
  const hydrated = useHydrated();
  const [variant] = useState(() => (typeof window === 'undefined' ? undefined : pickHeadlineVariant()));
  return hydrated ? variant : undefined;
}
