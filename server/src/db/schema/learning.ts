import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * When a learner first opened a lesson: the reading gate (ADR 045) lets a lesson be marked read
 * only after a share of its reading time has passed since then, measured on the server.
 */
export const lessonOpens = pgTable(
  'learning_lesson_opens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: text('module_id').notNull(),
    lessonId: text('lesson_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
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

/**
 * Each certificate's place in the public revocation list (W3C Bitstring Status List, ADR 047): taken
 * once from this sequence when the row is made and never given to another certificate, even after
 * the holder deletes their account (the removed id keeps it).
 */
export const certificateStatusIndexSeq = pgSequence('certificate_status_index_seq', { startWith: 0, minValue: 0 });

/**
 * Issued once per user and module (or once for the program, `kind = 'program'`, `module_id` the
 * program's id); `id` is the public id (128 random bits, hex) in every verification URL.
 */
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
    /** 'module' (one of the seven) or 'program' (all seven: Reelwright Certified Creator). */
    kind: text('kind').notNull().default('module'),
    /** The bit of this certificate in the revocation status list (list = index / 131,072). */
    statusListIndex: integer('status_list_index')
      .notNull()
      .default(sql`nextval('certificate_status_index_seq')`),
    /** The holder's e-mail at issue, salted and hashed (Open Badges IdentityObject): `sha256$<hex of sha256(email + salt)>`. */
    identityHash: text('identity_hash').notNull(),
    identitySalt: text('identity_salt').notNull(),
  },
  (t) => [
    uniqueIndex('certificates_user_module_key').on(t.userId, t.moduleId),
    uniqueIndex('certificates_status_list_index_key').on(t.statusListIndex),
    check('certificates_kind_check', sql`${t.kind} in ('module', 'program')`),
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
  /** Its bit stays set in the status list: the issuer no longer vouches for it (null: removed before status lists). */
  statusListIndex: integer('status_list_index'),
});

/**
 * Every revocation and every undoing of one, by an admin with a reason: the audit trail behind the
 * certificate's current state (its `revoked_*` columns) and its bit in the status list.
 */
export const certificateStatusChanges = pgTable(
  'certificate_status_changes',
  {
    id: uuid('id').primaryKey(),
    certificateId: text('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('certificate_status_changes_certificate_idx').on(t.certificateId, t.changedAt),
    check('certificate_status_changes_action_check', sql`${t.action} in ('revoked', 'reinstated')`),
  ],
);

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
