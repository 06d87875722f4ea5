import type { NavigationPath, Plan, PrimaryObstacle, Role } from '@common/contracts/auth';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** People with an account. `email` is stored lower-cased and unique case-insensitively. */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    primaryObstacle: text('primary_obstacle').$type<PrimaryObstacle>(),
    navigationPath: text('navigation_path').$type<NavigationPath>(),
    role: text('role').$type<Role>().notNull().default('user'),
    plan: text('plan').$type<Plan>().notNull().default('free'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** IANA zone the browser reported: a streak's day is a calendar day there (gamification). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** True once the user picked the zone on /profile: from then on the browser's zone no longer replaces it. */
    timeZoneChosen: boolean('time_zone_chosen').notNull().default(false),
    /** False when the user opted out of every leaderboard. */
    leaderboardVisible: boolean('leaderboard_visible').notNull().default(true),
    /** When the account last signed in (any new session: sign-in, sign-up, a reset link); shown to admins. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set while an admin has disabled the account: no session resolves and sign-in is refused (docs/decisions/057). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`), uniqueIndex('users_username_key').on(t.username)],
);

/** Signed-in browsers. Only the SHA-256 of the cookie's token is kept, so a database leak signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** One-time links that prove an address; hashed like sessions. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
);
