import { useLocation } from 'wouter';
import type { BillingPeriod, PaidPlanId } from '@/content/plans';
import { useAuth } from '@/features/auth';
import { checkoutIntent, hasSessionMarker } from '../lib/checkout-intent';

/** Click handler for a paid plan's button: checkout when signed in, else /auth with the checkout remembered. */
export function useCheckoutIntent() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  return (plan: PaidPlanId, period: BillingPeriod = 'monthly') => navigate(checkoutIntent(plan, Boolean(user) || hasSessionMarker(), period));
}
