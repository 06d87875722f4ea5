import type { LedgerKind } from '@common/contracts/credits';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { renderJobs } from './video';

/**
 * A creator's credit balance: only ever changed in the transaction that appends the ledger row
 * explaining it, under this row's lock, so it always equals the sum of the rows and never goes
 * below zero.
 */
export const creditAccounts = pgTable(
  'credit_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('credit_accounts_balance_check', sql`${t.balance} >= 0`)],
);

/** Append-only: every grant, spend, refund and adjustment, each once per idempotency key. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed: grants and refunds add, spends subtract. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    renderJobId: text('render_job_id').references(() => renderJobs.id, { onDelete: 'set null' }),
    /** Who made the move when it is not the pool's owner (a team member spending the team's credits). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credit_ledger_idempotency_key').on(t.userId, t.idempotencyKey),
    index('credit_ledger_user_idx').on(t.userId, t.id),
    index('credit_ledger_render_job_idx').on(t.renderJobId),
    check('credit_ledger_kind_check', sql`${t.kind} in ('grant', 'spend', 'refund', 'adjustment')`),
    check('credit_ledger_amount_check', sql`${t.amount} <> 0`),
    check('credit_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The credit ledger of removed accounts, as the bookkeeping law asks: amounts, kinds and dates under
 * a random subject id that maps to nobody. No e-mail, name, reason text or user id.
 */
export const anonymisedCreditLedger = pgTable(
  'anonymised_credit_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    subject: uuid('subject').notNull(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('anonymised_credit_ledger_subject_idx').on(t.subject)],
);
