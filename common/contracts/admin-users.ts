import { z } from 'zod';
import { planSchema, ROLES } from './auth';
import { pageFields, pageQuerySchema } from './paging';

/** The admin users screen (issue 32, docs/decisions/057): search accounts, change role and access, read the audit trail. */

export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_AUDIT_PAGE_SIZE = 20;

/** What an audit row records; credit adjustments come from POST /api/admin/credits/adjustments. */
export const ADMIN_AUDIT_ACTIONS = ['credits.adjusted', 'role.granted', 'role.revoked', 'account.disabled', 'account.enabled'] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** Every admin action carries a reason: it is what the audit trail is read for. */
export const adminReasonSchema = z.string().trim().min(3, 'A reason is required').max(200, 'Keep the reason under 200 characters');

/** GET /api/admin/users: accounts whose e-mail contains `email` (all when empty), newest first. */
export const adminUsersQuerySchema = z.object({
  email: z.string().trim().max(254).default(''),
  page: pageQuerySchema,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserIdParamSchema = z.object({ id: z.uuid() });

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  plan: planSchema,
  role: z.enum(ROLES),
  /** The balance the account spends from (its team's pool for a team member). */
  credits: z.number().int(),
  emailVerifiedAt: z.iso.datetime().nullable(),
  lastSignInAt: z.iso.datetime().nullable(),
  disabledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  ...pageFields,
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** POST /api/admin/users/{id}/role */
export const adminRoleChangeSchema = z.strictObject({
  role: z.enum(ROLES),
  reason: adminReasonSchema,
});
export type AdminRoleChange = z.infer<typeof adminRoleChangeSchema>;

/** POST /api/admin/users/{id}/access: disable (its sessions end at once) or enable the account. */
export const adminAccessChangeSchema = z.strictObject({
  disabled: z.boolean(),
  reason: adminReasonSchema,
});
export type AdminAccessChange = z.infer<typeof adminAccessChangeSchema>;

/** GET /api/admin/audit: newest first; `userId` keeps one account's rows. */
export const adminAuditQuerySchema = z.object({
  userId: z.uuid().optional(),
  page: pageQuerySchema,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

export const adminAuditEventSchema = z.object({
  id: z.uuid(),
  action: z.enum(ADMIN_AUDIT_ACTIONS),
  /** Null once the account is removed. */
  actorEmail: z.string().nullable(),
  subjectUserId: z.uuid().nullable(),
  subjectEmail: z.string().nullable(),
  reason: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.iso.datetime(),
});
export type AdminAuditEvent = z.infer<typeof adminAuditEventSchema>;

export const adminAuditListSchema = z.object({
  events: z.array(adminAuditEventSchema),
  ...pageFields,
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
