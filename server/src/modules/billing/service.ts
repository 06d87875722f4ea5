/**
 * Billing's face to other modules and its routes (docs/decisions/018-billing.md), a barrel only:
 * entitlements (what a plan unlocks, the gates), checkout, subscription changes, subscription sync
 * (the billing clock), credit packs, refunds and the credit-back guarantee, incoming Stripe events,
 * teams, and the admin's tools.
 */
export { getEntitlements, assertPlanFeature, requirePlanFeature, getLicence } from './entitlements';
export { startCheckout, getCheckout, cancelCheckout, payTestCheckout, getLastPurchase } from './checkout';
export { changePlan, setCancelAtPeriodEnd, createPortalUrl } from './subscription-changes';
export { getSubscriptionView } from './subscription-view';
export { startPackPurchase, getPackPurchase, payTestPackPurchase } from './credit-packs';
export { refundWithinSevenDays } from './refunds';
export { requestCreditBack, listRefundsOfAllUsers, decideCreditBack } from './credit-back';
export { runBillingClock } from './subscription-sync';
export { handleStripeEvent } from './stripe-events';
export { getTeam, inviteMember, acceptInvite, removeMember, listActiveTeamMembers } from './team-service';
export { listSubscriptionsForAdmin, adjustUserCredits } from './admin';
export { billingUserData } from './user-data';
