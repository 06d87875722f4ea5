import { z } from 'zod';

/** Every non-2xx JSON body the API sends: a human message, a stable code, optional details. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.string(),
  })
  .catchall(z.unknown());

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable error codes and the HTTP status each maps to. */
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  LINK_INVALID: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  CSRF_FAILED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  LINK_EXPIRED: 410,
  SHARE_REMOVED: 410,
  CERTIFICATE_REMOVED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  PAYMENT_DECLINED: 402,
  UPGRADE_REQUIRED: 403,
  ACCOUNT_DISABLED: 403,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Sign-in with the right password on an account an admin disabled (docs/decisions/057). */
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled by an administrator. Contact support if you think this is a mistake.';
