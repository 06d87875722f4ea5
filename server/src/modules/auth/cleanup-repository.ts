import { lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailChangeTokens, passwordResetTokens } from '../../db/schema/index';

/**
 * Expired links of the account area (password reset, e-mail change). The account module owns the
 * tables; the sweep stays with auth's one cleanup job, beside the sessions and verification links.
 */
export async function deleteExpiredSelfServiceTokens(db: Executor, now: Date): Promise<number> {
  const resets = await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now)).returning({ t: passwordResetTokens.tokenHash });
  const changes = await db.delete(emailChangeTokens).where(lte(emailChangeTokens.expiresAt, now)).returning({ t: emailChangeTokens.tokenHash });
  return resets.length + changes.length;
}
