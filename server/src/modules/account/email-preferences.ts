import type { EmailPreferences } from '@common/contracts/account';
import type { AccountDeps } from './account-deps';
import { findEmailPreferences, upsertEmailPreferences } from './email-preferences-repository';

const DEFAULT_PREFERENCES: EmailPreferences = { productUpdates: true, learningTips: true, achievementDigest: true };

export async function getEmailPreferences(deps: Pick<AccountDeps, 'db'>, userId: string): Promise<EmailPreferences> {
  const row = await findEmailPreferences(deps.db, userId);
  return row ? { productUpdates: row.productUpdates, learningTips: row.learningTips, achievementDigest: row.achievementDigest } : DEFAULT_PREFERENCES;
}

export async function setEmailPreferences(deps: Pick<AccountDeps, 'db' | 'now'>, userId: string, input: EmailPreferences): Promise<EmailPreferences> {
  const row = await upsertEmailPreferences(deps.db, { userId, ...input, updatedAt: deps.now() });
  return { productUpdates: row.productUpdates, learningTips: row.learningTips, achievementDigest: row.achievementDigest };
}
