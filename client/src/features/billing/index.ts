// Billing: checkout, subscription, seats and the plan gate other features wrap their screens with.
export { SubscriptionGuard } from './components/subscription-guard';
export { useEntitlements } from './api/get-entitlements';
export { PastDueNotice } from './components/past-due-notice';
