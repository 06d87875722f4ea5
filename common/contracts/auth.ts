import { z } from 'zod';
import { PLAN_IDS, type PlanId } from '../catalog/plans';

/** Field limits shared by the forms and the server (issue "Accounts", section "Bad input"). */
export const AUTH_LIMITS = {
  emailMax: 254,
  nameMin: 2,
  nameMax: 100,
  passwordMin: 6,
  passwordMax: 128,
  usernameMax: 64,
} as const;

/** Validation messages quoted by the specification (section 5), word for word. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  nameTooShort: 'Full name must be at least 2 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  obstacleRequired: 'Please select your primary obstacle',
  emailTooLong: `Email must be at most ${AUTH_LIMITS.emailMax} characters`,
  nameTooLong: `Full name must be at most ${AUTH_LIMITS.nameMax} characters`,
  passwordTooLong: `Password must be at most ${AUTH_LIMITS.passwordMax} characters`,
} as const;

export const PRIMARY_OBSTACLES = [
  { value: 'content-ideas', label: 'Generating content ideas' },
  { value: 'scaling-traffic', label: 'Scaling traffic' },
  { value: 'converting-sales', label: 'Converting sales' },
] as const;
export type PrimaryObstacle = (typeof PRIMARY_OBSTACLES)[number]['value'];
const obstacleValues = PRIMARY_OBSTACLES.map((o) => o.value) as [PrimaryObstacle, ...PrimaryObstacle[]];

/** The three ways a new user can start (clarifications, "Accounts and sessions"). */
export const NAVIGATION_PATHS = [
  { value: 'create', label: 'Start making videos', description: 'Jump straight into the studio and make your first ad.' },
  { value: 'learn', label: 'Guided learning first', description: 'Follow the modules, earn certificates, then create.' },
  { value: 'agency', label: 'Serve clients', description: 'Make videos for clients and grow an agency.' },
] as const;
export type NavigationPath = (typeof NAVIGATION_PATHS)[number]['value'];
const navigationPathValues = NAVIGATION_PATHS.map((p) => p.value) as [NavigationPath, ...NavigationPath[]];

/** The plans are the catalogue's (common/catalog/plans.ts); every contract that carries one uses this schema. */
export type Plan = PlanId;
export const planSchema = z.enum(PLAN_IDS);
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Trimmed and lower-cased before the format check, so " Ada@Studio.COM " is ada@studio.com. */
export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(AUTH_LIMITS.emailMax, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }))
  // the pipe hides the format from the input JSON Schema (the OpenAPI document): name it here (issue 32)
  .meta({ format: 'email' });

/** POST /api/auth/login */
export const loginRequestSchema = z.strictObject({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/auth/register. `username` is sent by the browser but re-derived by the server. */
export const registerRequestSchema = z.strictObject({
  name: z
    .string({ error: AUTH_MESSAGES.nameTooShort })
    .trim()
    .min(AUTH_LIMITS.nameMin, AUTH_MESSAGES.nameTooShort)
    .max(AUTH_LIMITS.nameMax, AUTH_MESSAGES.nameTooLong),
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.passwordTooShort })
    .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort)
    .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong),
  primaryObstacle: z.enum(obstacleValues, { error: AUTH_MESSAGES.obstacleRequired }),
  username: z.string().max(AUTH_LIMITS.usernameMax).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The signed-in user as every auth call returns it; never carries the password hash. */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  plan: planSchema,
  primaryObstacle: z.enum(obstacleValues).nullable(),
  navigationPath: z.enum(navigationPathValues).nullable(),
  emailVerified: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof userSchema>;

/** Login, registration, navigation path and verification answer with the user. */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/** POST /api/user/navigation-path */
export const navigationPathRequestSchema = z.strictObject({
  navigationPath: z.enum(navigationPathValues, { error: 'Choose one of the three paths' }),
});

/** POST /api/auth/verify-email: the token from the link in the verification e-mail. */
export const verifyEmailRequestSchema = z.strictObject({
  token: z.string().min(1, 'The link is missing its token').max(200),
});

/** POST /api/auth/resend-verification (signed in): whether a mail went out or was not needed. */
export const resendVerificationResponseSchema = z.object({
  status: z.enum(['sent', 'already-verified']),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** POST /api/auth/verify-email answers 200 with this, 410 LINK_EXPIRED or 400 LINK_INVALID. */
export const verifyEmailResponseSchema = z.object({
  status: z.literal('verified'),
  email: z.string(),
});
