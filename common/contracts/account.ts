import { z } from 'zod';
import { AUTH_LIMITS, AUTH_MESSAGES, emailSchema } from './auth';

/**
 * Account self-service (issue 18): profile, e-mail and password changes, sessions, e-mail
 * preferences, password reset by e-mail, data export and account deletion.
 */

export const ACCOUNT_MESSAGES = {
  usernameFormat: 'Use 1 to 64 lower-case letters and digits',
  usernameTaken: 'This username is taken',
  currentPasswordWrong: 'Your current password is not right',
  sameEmail: 'This is already your email address',
  resetRequested: 'If an account uses this address, we have sent it a link to reset the password. The link works for 30 minutes.',
  resetLinkInvalid: 'This reset link is not valid. It may have been used already; ask for a new one.',
  resetLinkExpired: 'This reset link has expired. Ask for a new one.',
  emailLinkInvalid: 'This confirmation link is not valid. It may have been used already.',
  emailLinkExpired: 'This confirmation link has expired. Change your email again from your profile.',
} as const;

const nameSchema = z
  .string({ error: AUTH_MESSAGES.nameTooShort })
  .trim()
  .min(AUTH_LIMITS.nameMin, AUTH_MESSAGES.nameTooShort)
  .max(AUTH_LIMITS.nameMax, AUTH_MESSAGES.nameTooLong);

const newPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(AUTH_LIMITS.passwordMin, AUTH_MESSAGES.passwordTooShort)
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

const currentPasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(AUTH_LIMITS.passwordMax, AUTH_MESSAGES.passwordTooLong);

/** The same alphabet sign-up derives usernames in (common/rules/username.ts): a-z and 0-9. */
export const usernameSchema = z
  .string({ error: ACCOUNT_MESSAGES.usernameFormat })
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[a-z0-9]{1,${AUTH_LIMITS.usernameMax}}$`), ACCOUNT_MESSAGES.usernameFormat);

/** PATCH /api/account/profile: either field, or both. Answers with the user (auth's userResponseSchema). */
export const profileUpdateRequestSchema = z.strictObject({
  name: nameSchema.optional(),
  username: usernameSchema.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** POST /api/account/password: the other sessions end; this one stays. */
export const passwordChangeRequestSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/** POST /api/account/email: a link goes to the new address; the old one is told. */
export const emailChangeRequestSchema = z.strictObject({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;
export const emailChangeResponseSchema = z.object({ status: z.literal('confirmation-sent'), pendingEmail: z.string() });

/** POST /api/account/email/confirm (the link's token); works signed out, once. */
export const tokenRequestSchema = z.strictObject({
  token: z.string().min(1, 'The link is missing its token').max(200),
});
export const emailChangeConfirmResponseSchema = z.object({ status: z.literal('changed'), email: z.string() });

/** POST /api/auth/password-reset: the same answer whether or not the address has an account. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export const passwordResetRequestedSchema = z.object({ status: z.literal('requested'), message: z.string() });

/** POST /api/auth/password-reset/confirm: sets the password and ends every session. */
export const passwordResetConfirmSchema = z.strictObject({
  token: tokenRequestSchema.shape.token,
  newPassword: newPasswordSchema,
});
export const passwordResetDoneSchema = z.object({ status: z.literal('reset') });

/** One signed-in browser of the user (GET /api/account/sessions). */
export const accountSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });
export const sessionIdParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/) });
export const signedOutResponseSchema = z.object({ signedOut: z.number().int().min(0) });

/** Which e-mails the user wants beyond the ones an account needs (links, security notices). */
export const emailPreferencesSchema = z.strictObject({
  productUpdates: z.boolean(),
  learningTips: z.boolean(),
  achievementDigest: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
/** GET/POST /api/account/export: the latest export; the download works while `ready` and unexpired. */
export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  bytes: z.number().int().nullable(),
  downloadUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export const accountExportResponseSchema = z.object({ export: accountExportSchema.nullable() });
export const exportIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/account/delete: the password confirms; the account is signed out at once and removed by a job. */
export const accountDeletionRequestSchema = z.strictObject({ password: currentPasswordSchema });
export const accountDeletionResponseSchema = z.object({ status: z.literal('scheduled') });
