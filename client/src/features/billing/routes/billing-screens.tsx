import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import AdminSubscriptionsPage from './admin-subscriptions-page';
import CheckoutCancelPage from './checkout-cancel-page';
import CheckoutPage from './checkout-page';
import CheckoutSuccessPage from './checkout-success-page';
import PurchaseThanksPage from './purchase-thanks-page';
import SubscriptionPage from './subscription-page';

const SCREENS: Record<string, ComponentType> = {
  '/checkout': CheckoutPage,
  '/checkout/success': CheckoutSuccessPage,
  '/checkout/cancel': CheckoutCancelPage,
  '/subscription': SubscriptionPage,
  '/thank-you-paid': PurchaseThanksPage,
  '/purchase-success': PurchaseThanksPage,
  '/oto-success': PurchaseThanksPage,
  '/admin/subscriptions': AdminSubscriptionsPage,
};

/**
 * Every billing screen in one lazy chunk, picked by path: the router's entry (which `/` pays for,
 * within a 100 KB budget) then names one chunk for billing instead of seven.
 */
export default function BillingScreens() {
  const [path] = useLocation();
  const Screen = SCREENS[path] ?? SubscriptionPage;
  return <Screen />;
}
