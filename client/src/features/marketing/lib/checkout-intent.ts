import type { BillingPeriod, PaidPlanId } from '@/content/plans';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** The checkout target; the period is left out when monthly (the checkout's default). */
export const checkoutPath = (plan: PaidPlanId, period: BillingPeriod = 'monthly') => `/checkout?plan=${plan}${period === 'annual' ? '&period=annual' : ''}`;

/** The pricing page treats a visitor as signed in when the session marker is stored (spec "Pricing page"). */
export const hasSessionMarker = () => readStorage('localStorage', STORAGE_KEYS.authToken) !== null;

/**
 * Spec "Checkout intent": signed in goes straight to checkout; signed out remembers the checkout
 * for after sign-up and goes to /auth. Returns where to navigate.
 */
export function checkoutIntent(plan: PaidPlanId, signedIn: boolean, period: BillingPeriod = 'monthly'): string {
  const target = checkoutPath(plan, period);
  if (signedIn) return target;
  writeStorage('sessionStorage', STORAGE_KEYS.postSignupRedirect, target);
  return '/auth';
}
