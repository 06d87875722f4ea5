import { HEADLINE_VARIANTS, type HeadlineVariant } from '@common/rules/headline-variant';
import { useState } from 'react';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** Picks a headline variant 50/50 on the first view of a visit and keeps it for the rest of the visit. */
export function pickHeadlineVariant(random: () => number = Math.random): HeadlineVariant {
  const stored = readStorage('sessionStorage', STORAGE_KEYS.headlineVariant);
  if ((HEADLINE_VARIANTS as readonly string[]).includes(stored ?? '')) return stored as HeadlineVariant;
  const variant: HeadlineVariant = random() < 0.5 ? 'revenue' : 'transformation';
  writeStorage('sessionStorage', STORAGE_KEYS.headlineVariant, variant);
  return variant;
}

export function useHeadlineVariant(): HeadlineVariant {
  const [variant] = useState(() => pickHeadlineVariant());
  return variant;
}
