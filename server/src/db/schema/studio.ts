import type { LedgerKind } from '@common/contracts/credits';
import type { Scene, Tone } from '@common/contracts/script';
import type { AspectRatio, VisualStyle } from '@common/contracts/video';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
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

/** The video maker's work in progress, saved as the creator types. */
export const videoDrafts = pgTable(
  'video_drafts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    visualStyle: text('visual_style').$type<VisualStyle>().notNull(),
    aspectRatio: text('aspect_ratio').$type<AspectRatio>().notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    tone: text('tone').$type<Tone>().notNull(),
    scenes: jsonb('scenes').$type<Scene[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_drafts_user_idx').on(t.userId, t.updatedAt)],
);

/** Public links to one video; a revoked link answers 404. At most one live link per video. */
export const videoShares = pgTable(
  'video_shares',
  {
    token: text('token').primaryKey(),
    videoId: text('video_id')
      .notNull()
      .references(() => renderJobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('video_shares_live_key').on(t.videoId).where(sql`${t.revokedAt} is null`)],
);

/** One row per human view of a share page (bots are not counted). */
export const shareViews = pgTable(
  'share_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token')
      .notNull()
      .references(() => videoShares.token, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
    referrer: text('referrer'),
  },
  (t) => [index('share_views_token_idx').on(t.token, t.viewedAt)],
);
