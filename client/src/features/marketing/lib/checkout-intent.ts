import type { PaidPlanId } from '@/content/plans';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export const checkoutPath = (plan: PaidPlanId) => `/checkout?plan=${plan}`;

/** The pricing page treats a visitor as signed in when the session marker is stored (spec "Pricing page"). */
export const hasSessionMarker = () => readStorage('localStorage', STORAGE_KEYS.authToken) !== null;

/**
 * Spec "Checkout intent": signed in goes straight to checkout; signed out remembers the checkout
 * for after sign-up and goes to /auth. Returns where to navigate.
 */
export function checkoutIntent(plan: PaidPlanId, signedIn: boolean): string {
  const target = checkoutPath(plan);
  if (signedIn) return target;
  writeStorage('sessionStorage', STORAGE_KEYS.postSignupRedirect, target);
  return '/auth';
}
