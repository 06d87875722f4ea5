import type { BillingPeriod } from '@common/contracts/billing';
import { PAST_DUE_GRACE_DAYS } from '@common/contracts/billing';
import type { SubscriptionRow } from './repository';

/** The same day `months` calendar months later, in UTC (the 31st becomes the month's last day, as Date does it). */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

export const monthsIn = (period: BillingPeriod) => (period === 'annual' ? 12 : 1);

export const graceEnd = (now: Date) => new Date(now.getTime() + PAST_DUE_GRACE_DAYS * 24 * 60 * 60 * 1000);

/**
 * Trialing and active are entitled; past_due keeps the plan until its grace period ends; canceled,
 * unpaid, incomplete and ended subscriptions are not entitled.
 */
export function isEntitled(sub: Pick<SubscriptionRow, 'status' | 'graceUntil' | 'endedAt'>, now: Date): boolean {
  if (sub.endedAt) return false;
  if (sub.status === 'trialing' || sub.status === 'active') return true;
  return sub.status === 'past_due' && sub.graceUntil !== null && sub.graceUntil > now;
}

/** The ledger key of one monthly grant: once per subscription and month, whoever asks and however often. */
export const monthlyGrantKey = (subscriptionId: string, monthStart: Date) => `plan:${subscriptionId}:${monthStart.toISOString()}`;

/** The keys of every monthly grant a period can have. */
export function periodGrantKeys(sub: Pick<SubscriptionRow, 'id' | 'period' | 'currentPeriodStart'>): string[] {
  return Array.from({ length: monthsIn(sub.period) }, (_, i) => monthlyGrantKey(sub.id, addMonths(sub.currentPeriodStart, i)));
}

/** The paid welcome bonus: once in an account's lifetime, whatever plan it buys first. */
export const PAID_WELCOME_KEY = 'welcome:paid';
