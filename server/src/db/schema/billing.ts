import type {
  BillingPeriod,
  CheckoutStatus,
  InvoiceStatus,
  MemberStatus,
  PaymentProviderId,
  RefundKind,
  RefundStatus,
  SubscriptionStatus,
} from '@common/contracts/billing';
import type { CreditPackId } from '@common/catalog/credit-packs';
import type { PaidPlanId } from '@common/catalog/plans';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Billing (docs/decisions/018-billing.md). A subscription belongs to a team; the buyer owns the
 * team. Amounts are cents copied from the catalogue by the server when a row is made; nothing the
 * browser sends becomes an amount, a plan or an owner.
 */

/** One team per owner: made on the first checkout. */
export const teams = pgTable('teams', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Seats: invited by e-mail (pending), then accepted (active), or removed. */
export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<MemberStatus>().notNull(),
    /** SHA-256 of the invitation link's token. */
    inviteTokenHash: text('invite_token_hash').notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('team_members_live_email_key')
      .on(t.teamId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'removed'`),
    // A user spends from at most one team's pool.
    uniqueIndex('team_members_active_user_key')
      .on(t.userId)
      .where(sql`${t.status} = 'active'`),
    uniqueIndex('team_members_token_key').on(t.inviteTokenHash),
    check('team_members_status_check', sql`${t.status} in ('pending', 'active', 'removed')`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The buyer (the team's owner): whose credits the plan grants and whose account is charged. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade waits here until the period ends. */
    pendingPlan: text('pending_plan').$type<PaidPlanId>(),
    /** When the next monthly credit grant of this period is due (annual periods grant every month). */
    nextCreditGrantAt: timestamp('next_credit_grant_at', { withTimezone: true }),
    /** When a past_due subscription stops being entitled. */
    graceUntil: timestamp('grace_until', { withTimezone: true }),
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    // One live subscription per team.
    uniqueIndex('subscriptions_live_team_key')
      .on(t.teamId)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('subscriptions_provider_key').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.endedAt} is null`),
    check('subscriptions_status_check', sql`${t.status} in ('trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete')`),
    check('subscriptions_period_check', sql`${t.period} in ('monthly', 'annual')`),
  ],
);

/**
 * What a plan checkout and a credit-pack purchase both record of one attempt to pay: the amount
 * the server priced, how it ended, and the provider's session (Stripe's hosted page) if any.
 * A function, so that each table gets builders of its own.
 */
const paymentAttemptColumns = () => ({
  amountCents: integer('amount_cents').notNull(),
  status: text('status').$type<CheckoutStatus>().notNull(),
  failureMessage: text('failure_message'),
  provider: text('provider').$type<PaymentProviderId>().notNull(),
  providerSessionId: text('provider_session_id'),
  /** Stripe's hosted checkout page for this session. */
  redirectUrl: text('redirect_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** One attempt to buy: the order summary the server priced, and how it ended. */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    ...paymentAttemptColumns(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** What the purchase granted, for the success and thank-you pages. */
    creditsGranted: integer('credits_granted').notNull().default(0),
  },
  (t) => [
    index('checkouts_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('checkouts_provider_session_key').on(t.providerSessionId),
    check('checkouts_status_check', sql`${t.status} in ('open', 'processing', 'succeeded', 'declined', 'canceled')`),
  ],
);

/** Invoices and receipts: one per paid (or failed) period. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** The provider's invoice id; test mode uses `test:<subscription>:<period start>`, so a period is invoiced once. */
    providerInvoiceId: text('provider_invoice_id').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoices_subscription_idx').on(t.subscriptionId, t.periodStart), check('invoices_status_check', sql`${t.status} in ('paid', 'failed')`)],
);

/** Every provider event handled, once: the row is written in the transaction of its effects, so a replay does nothing. */
export const paymentEvents = pgTable('payment_events', {
  providerEventId: text('provider_event_id').primaryKey(),
  provider: text('provider').$type<PaymentProviderId>().notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * Invoices of removed accounts, as the bookkeeping law asks (issue 18, ADR 022/025): what was sold,
 * for how much, when, and the provider's invoice id to reconcile with, under a random subject that
 * maps to nobody. No e-mail, name, user, team or subscription id. Keyed by the original invoice's
 * random id, so the deletion step copies each invoice once however often it runs.
 */
export const anonymisedInvoices = pgTable(
  'anonymised_invoices',
  {
    id: uuid('id').primaryKey(),
    subject: uuid('subject').notNull(),
    plan: text('plan').$type<PaidPlanId>().notNull(),
    period: text('period').$type<BillingPeriod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('anonymised_invoices_subject_idx').on(t.subject)],
);

/** One-time credit packs (issue 31): priced from the catalogue by the server; granted once, keyed `credit-pack:<id>`. */
export const creditPackPurchases = pgTable(
  'credit_pack_purchases',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packId: text('pack_id').$type<CreditPackId>().notNull(),
    credits: integer('credits').notNull(),
    ...paymentAttemptColumns(),
  },
  (t) => [
    index('credit_pack_purchases_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_pack_purchases_session_key').on(t.providerSessionId),
    check('credit_pack_purchases_status_check', sql`${t.status} in ('open', 'processing', 'succeeded', 'declined', 'canceled')`),
  ],
);

/**
 * Refunds of a first subscription payment (docs/decisions/049-refunds-and-credit-back.md): the
 * 7-day cancel-and-refund, and the 30-day credit-back request an admin approves or rejects. One
 * row per invoice: a repeated request finds it and does nothing twice.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<RefundKind>().notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** What the customer wrote (credit-back: the campaigns and what they returned). */
    reason: text('reason'),
    creditsWithdrawn: integer('credits_withdrawn').notNull().default(0),
    /** Credits the refunded payment granted that were already spent: kept, never charged (ADR 049). */
    creditsKept: integer('credits_kept').notNull().default(0),
    providerRefundId: text('provider_refund_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('refunds_kind_check', sql`${t.kind} in ('cancel-within-7-days', 'credit-back')`),
    check('refunds_status_check', sql`${t.status} in ('requested', 'refunded', 'rejected')`),
  ],
);

/** Every money step of a refund, once per (action, subject): who did what, when, with what. */
export const billingAuditEvents = pgTable(
  'billing_audit_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    action: text('action').notNull(),
    subjectId: text('subject_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('billing_audit_events_step_key').on(t.action, t.subjectId)],
);
