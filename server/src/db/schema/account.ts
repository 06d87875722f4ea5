import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One-time password-reset links (30 minutes); only the SHA-256 of the token is kept, like sessions. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** A pending change of address: the link goes to `new_email`; sign-in keeps using the old one until it is opened. */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_change_tokens_user_id_idx').on(t.userId)],
);

/** Optional e-mails the user opted out of; no row means the defaults (all on). */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  productUpdates: boolean('product_updates').notNull().default(true),
  learningTips: boolean('learning_tips').notNull().default(true),
  achievementDigest: boolean('achievement_digest').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A data export: built by the `account.export` job into media storage, downloadable until `expires_at`. */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<'queued' | 'running' | 'ready' | 'failed'>().notNull(),
    progress: integer('progress').notNull().default(0),
    archiveKey: text('archive_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('account_exports_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An account being removed by the `account.delete` job. No foreign key: the row outlives the user
 * and records which steps finished, so a job restarted after a crash skips them. It holds no
 * personal data (the id only).
 */
export const accountDeletions = pgTable('account_deletions', {
  userId: uuid('user_id').primaryKey(),
  stepsDone: text('steps_done').array().notNull().default([]),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});
