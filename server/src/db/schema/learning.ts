import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A lesson a learner has read (first time only). Module and lesson ids come from the content files. */
export const lessonProgress = pgTable(
  'learning_lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId, t.lessonId] })],
);

/** A practice task the server confirmed from a real action (a finished render, a share link). */
export const practiceTaskCompletions = pgTable(
  'learning_practice_task_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    taskId: text('task_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    /** The render job whose event proved it. */
    renderJobId: text('render_job_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId, t.taskId] })],
);

/** One served quiz: its question order is fixed when served, its answers graded on submission (once). */
export const quizAttempts = pgTable(
  'learning_quiz_attempts',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, number>>(),
    scorePercent: integer('score_percent'),
    passed: boolean('passed'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [index('learning_quiz_attempts_user_idx').on(t.userId, t.moduleId)],
);

/** Every lesson, task and the quiz of a module done: once per user and module. */
export const moduleCompletions = pgTable(
  'learning_module_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

/** Issued once per user and module; `id` is the public id (128 random bits, hex) in every verification URL. */
export const certificates = pgTable(
  'certificates',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    /** The holder's name when it was issued: a later rename does not change a certificate. */
    holderName: text('holder_name').notNull(),
    moduleTitle: text('module_title').notNull(),
    hours: integer('hours').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_user_module_key').on(t.userId, t.moduleId),
    check('certificates_id_check', sql`${t.id} ~ '^[0-9a-f]{32}$'`),
    check('certificates_revoked_check', sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
  ],
);

/**
 * Public ids of certificates whose holder deleted their account: `/verify/{id}` then says the
 * certificate was removed instead of "never existed". Only the random id and the date are kept.
 */
export const removedCertificates = pgTable('learning_removed_certificates', {
  id: text('id').primaryKey(),
  removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
});

/**
 * The installation's credential signing key (Ed25519, JWK). One row named `credentials`, created at
 * the first start by whichever instance inserts first (`on conflict do nothing`, then read back).
 */
export const signingKeys = pgTable('learning_signing_keys', {
  name: text('name').primaryKey(),
  kid: text('kid').notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, string>>().notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

